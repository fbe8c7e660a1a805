import { useId } from 'react';
import { Input } from '@glow/web-kit';
import {
  amountHint,
  amountLabel,
  itemsLegend,
  refundChoiceLegend,
  refundChoices,
  unitsLeft,
} from '../refund-texts';
import { formatCharged } from './format';
import { LineUnitsField } from './line-units-field';
import type { RefundDraft, RefundDraftErrors, RefundKind, RefundPart } from './refund-choice';
import { lineAmount } from './refundable';
import styles from './order.module.css';

export interface RefundChoiceFieldsProps {
  part: RefundPart;
  draft: RefundDraft;
  errors: RefundDraftErrors;
  busy: boolean;
  onChange: (draft: RefundDraft) => void;
}

/** Everything left, some of the lines' units, or an amount; each choice's fields under its option. */
export function RefundChoiceFields({ part, draft, errors, busy, onChange }: RefundChoiceFieldsProps) {
  const name = useId();
  const kinds: RefundKind[] = part.lines.length > 0 ? ['whole', 'lines', 'amount'] : ['whole', 'amount'];
  const maxAmount = formatCharged(part.maxAmount, part.currency);

  return (
    <fieldset className={styles.choice} disabled={busy}>
      <legend className={styles.label}>{refundChoiceLegend}</legend>
      {kinds.map((kind) => (
        <div key={kind} className={styles.option}>
          <label className={styles.optionLabel}>
            <input
              type="radio"
              name={name}
              value={kind}
              checked={draft.kind === kind}
              onChange={() => onChange({ ...draft, kind })}
            />
            {refundChoices[kind]}
          </label>
          {kind === 'lines' && draft.kind === 'lines' && (
            <LineUnitsField
              className={styles.optionFields}
              legend={itemsLegend}
              legendHidden
              lines={part.lines}
              units={draft.units}
              errors={errors}
              hint={(line) => unitsLeft(line.quantity)}
              amount={(line, units) => formatCharged(lineAmount(units, line.unitAmount), part.currency)}
              onChange={(units) => onChange({ ...draft, units })}
            />
          )}
          {kind === 'amount' && draft.kind === 'amount' && (
            <Input
              className={styles.optionFields}
              label={amountLabel(part.currency)}
              type="number"
              min={0.01}
              max={part.maxAmount}
              step={0.01}
              inputMode="decimal"
              autoComplete="off"
              hint={amountHint(maxAmount)}
              error={errors.amount}
              value={draft.amount}
              onChange={(event) => onChange({ ...draft, amount: event.target.value })}
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}
