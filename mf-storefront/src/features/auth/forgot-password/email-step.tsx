import { useState, type FormEvent } from 'react';
import { Button, ErrorBox, errorText, Input } from '@glow/web-kit';
import { sendCodeFailed, useSendResetCode } from '../api/send-reset-code';
import styles from '../components/auth-form.module.css';

export const codeSent = 'Reset code sent to your email';

export function EmailStep({ onSent }: { onSent: (message: string) => void }) {
  const [email, setEmail] = useState('');
  const sendCode = useSendResetCode();
  const pending = sendCode.isPending;
  const error = sendCode.isError ? errorText(sendCode.error, sendCodeFailed) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    sendCode.mutate(email, { onSuccess: (answer) => onSent(answer?.message || codeSent) });
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <p className={styles.hint}>Enter your email and we will send you a reset code.</p>
      <ErrorBox text={error} />
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" fullWidth disabled={pending}>
        {pending ? 'Sending...' : 'Send Reset Code'}
      </Button>
    </form>
  );
}
