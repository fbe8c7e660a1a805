import { useId, useRef, useState, type FormEvent } from 'react';
import type { OrderReturn } from '@glow/contracts/browser';
import { Button, Modal } from '@glow/web-kit';
import { useFocusOnRefusal } from '../hooks/use-focus-on-refusal';
import {
  markingReceived,
  markReceived,
  receiveRefundNote,
  returnSummary,
  sellableChoices,
  sellableHint,
  sellableLegend,
  sellableRequired,
} from '../return-texts';
import { returnItems } from './returns';
import styles from './order.module.css';

export interface ReceiveDialogProps {
  recorded: OrderReturn;
  /** Who refunds the buyer, e.g. "Flutterwave". */
  method: string;
  busy: boolean;
  onReceive: (sellable: boolean) => void;
  onCancel: () => void;
}

/** The goods of a return arrived: can they be sold again? Marking them received asks for their refund. */
export function ReceiveDialog({ recorded, method, busy, onReceive, onCancel }: ReceiveDialogProps) {
  const formId = useId();
  const name = useId();
  const form = useRef<HTMLFormElement>(null);
  const [sellable, setSellable] = useState<boolean>();
  const [error, setError] = useState('');
  const { refuse } = useFocusOnRefusal(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (sellable === undefined) {
      setError(sellableRequired);
      refuse();
      return;
    }
    onReceive(sellable);
  };

  const footer = (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={formId} disabled={busy}>
        {busy ? markingReceived : markReceived}
      </Button>
    </>
  );
  const choices = [
    { value: true, label: sellableChoices.yes },
    { value: false, label: sellableChoices.no },
  ];
  return (
    <Modal open title={markReceived} onClose={busy ? () => undefined : onCancel} footer={footer}>
      <form ref={form} id={formId} className={styles.refundForm} onSubmit={submit} noValidate>
        <p className={styles.returnSummary}>{returnSummary(recorded.number, returnItems(recorded.lines))}</p>
        <fieldset className={styles.choice} disabled={busy}>
          <legend className={styles.label}>{sellableLegend}</legend>
          <div className={styles.yesNo}>
            {choices.map(({ value, label }) => (
              <label key={label} className={styles.optionLabel}>
                <input
                  type="radio"
                  name={name}
                  value={String(value)}
                  required
                  aria-invalid={error !== ''}
                  aria-describedby={`${name}-hint${error ? ` ${name}-error` : ''}`}
                  checked={sellable === value}
                  onChange={() => {
                    setSellable(value);
                    setError('');
                  }}
                />
                {label}
              </label>
            ))}
          </div>
          <p id={`${name}-hint`} className={styles.hint}>
            {sellableHint}
          </p>
          {error && (
            <p id={`${name}-error`} className={styles.fieldError}>
              {error}
            </p>
          )}
        </fieldset>
        <p className={styles.refundAmount}>{receiveRefundNote(method)}</p>
      </form>
    </Modal>
  );
}
