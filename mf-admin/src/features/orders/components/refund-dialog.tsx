import { useId, useRef, useState, type FormEvent } from 'react';
import type { Refundable, RefundOrderRequest } from '@glow/contracts/browser';
import { Button, Modal } from '@glow/web-kit';
import { useFocusOnRefusal } from '../hooks/use-focus-on-refusal';
import { reasonHint } from '../orders-texts';
import { reasonRequired } from '../refund-texts';
import { checkDraft, draftAmount, hasErrors, newDraft, partOf, toChoice } from './refund-choice';
import type { RefundDraft, RefundDraftErrors } from './refund-choice';
import { RefundChoiceFields } from './refund-choice-fields';
import { ReasonField } from './reason-field';
import styles from './order.module.css';

export interface RefundDialogProps {
  /** What the order service said may be given back when the dialog opened. */
  refundable: Refundable;
  method: string;
  busy: boolean;
  onRefund: (request: RefundOrderRequest) => void;
  onCancel: () => void;
}

/**
 * The last word before money goes back: what (everything left, or a part when the order service
 * allows one), through whom, and the admin's reason for it.
 */
export function RefundDialog({ refundable, method, busy, onRefund, onCancel }: RefundDialogProps) {
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [part] = useState(() => partOf(refundable));
  const [draft, setDraft] = useState<RefundDraft>(() => newDraft(part));
  const [draftErrors, setDraftErrors] = useState<RefundDraftErrors>({});
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const { refuse } = useFocusOnRefusal(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = checkDraft(draft, part);
    const missingReason = reason.trim() === '' ? reasonRequired : '';
    setDraftErrors(errors);
    setReasonError(missingReason);
    if (hasErrors(errors) || missingReason) {
      refuse();
      return;
    }
    onRefund({ reason: reason.trim(), ...toChoice(draft, part) });
  };

  const footer = (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={formId} variant="danger" disabled={busy}>
        {busy ? 'Refunding...' : 'Refund'}
      </Button>
    </>
  );
  return (
    <Modal open title="Refund Order" onClose={busy ? () => undefined : onCancel} footer={footer}>
      <form ref={form} id={formId} className={styles.refundForm} onSubmit={submit} noValidate>
        {part && (
          <RefundChoiceFields
            part={part}
            draft={draft}
            errors={draftErrors}
            busy={busy}
            onChange={(next) => {
              setDraft(next);
              setDraftErrors({});
            }}
          />
        )}
        <p className={styles.refundAmount} aria-live="polite">
          <strong>{draftAmount(refundable, draft)}</strong> will be given back to the buyer through {method}.
        </p>
        <ReasonField
          value={reason}
          error={reasonError}
          hint={reasonHint('refund')}
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
