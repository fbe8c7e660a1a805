import { Button, Modal } from '@glow/web-kit';
import { subscribers } from './format';

export interface ConfirmIssueDialogProps {
  open: boolean;
  confirmed: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last word before mail goes to every confirmed subscriber; no way out while it is being sent. */
export function ConfirmIssueDialog({ open, confirmed, busy, onConfirm, onCancel }: ConfirmIssueDialogProps) {
  const footer = (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button onClick={onConfirm} disabled={busy}>
        {busy ? 'Sending...' : 'Send'}
      </Button>
    </>
  );
  return (
    <Modal open={open} title="Send Issue" onClose={busy ? () => undefined : onCancel} footer={footer}>
      <p>{`Send this issue to ${subscribers(confirmed, 'confirmed')}?`}</p>
    </Modal>
  );
}
