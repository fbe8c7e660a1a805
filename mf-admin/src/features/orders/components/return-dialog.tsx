import { useId, useRef, useState, type FormEvent } from 'react';
import type { RecordReturnRequest } from '@glow/contracts/browser';
import { Button, Modal } from '@glow/web-kit';
import { useFocusOnRefusal } from '../hooks/use-focus-on-refusal';
import { reasonHint } from '../orders-texts';
import {
  recordingReturn,
  recordReturn,
  returnableUnits,
  returnIntro,
  returnItemsLegend,
  returnReasonRequired,
} from '../return-texts';
import { checkUnits, chosenLines, hasUnitsErrors, noUnits } from './line-units';
import type { UnitsErrors, UnitsLine } from './line-units';
import { LineUnitsField } from './line-units-field';
import { ReasonField } from './reason-field';
import styles from './order.module.css';

export interface ReturnDialogProps {
  /** The units of each line a return may name, as the order service said when the dialog opened. */
  lines: UnitsLine[];
  busy: boolean;
  onRecord: (request: RecordReturnRequest) => void;
  onCancel: () => void;
}

/** Goods the buyer sends back: units per line (0 to what may still be returned) and the admin's reason. */
export function ReturnDialog({ lines, busy, onRecord, onCancel }: ReturnDialogProps) {
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [units, setUnits] = useState(() => noUnits(lines));
  const [unitsErrors, setUnitsErrors] = useState<UnitsErrors>({});
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const { refuse } = useFocusOnRefusal(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = checkUnits(lines, units);
    const missingReason = reason.trim() === '' ? returnReasonRequired : '';
    setUnitsErrors(errors);
    setReasonError(missingReason);
    if (hasUnitsErrors(errors) || missingReason) {
      refuse();
      return;
    }
    onRecord({ reason: reason.trim(), lines: chosenLines(lines, units) });
  };

  const footer = (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={formId} disabled={busy}>
        {busy ? recordingReturn : recordReturn}
      </Button>
    </>
  );
  return (
    <Modal open title={recordReturn} onClose={busy ? () => undefined : onCancel} footer={footer}>
      <form ref={form} id={formId} className={styles.refundForm} onSubmit={submit} noValidate>
        <p className={styles.hint}>{returnIntro}</p>
        <LineUnitsField
          className={styles.returnLines}
          legend={returnItemsLegend}
          lines={lines}
          units={units}
          errors={unitsErrors}
          hint={(line) => returnableUnits(line.quantity)}
          disabled={busy}
          onChange={(next) => {
            setUnits(next);
            setUnitsErrors({});
          }}
        />
        <ReasonField
          value={reason}
          error={reasonError}
          hint={reasonHint('return')}
          busy={busy}
          onChange={(next) => {
            setReason(next);
            setReasonError('');
          }}
        />
      </form>
    </Modal>
  );
}
