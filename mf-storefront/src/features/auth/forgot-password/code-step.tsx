import { useState, type FormEvent } from 'react';
import { Button, ErrorBox, errorText, Input } from '@glow/web-kit';
import { invalidCode, useVerifyResetCode } from '../api/verify-reset-code';
import styles from '../components/auth-form.module.css';

export const codeVerified = 'Code verified';

export function CodeStep({
  onVerified,
  focusCode = false,
}: {
  onVerified: (code: string, message: string) => void;
  /** Arriving from another page (securing an account), whose button took the focus away with it. */
  focusCode?: boolean;
}) {
  const [code, setCode] = useState('');
  const verify = useVerifyResetCode();
  const pending = verify.isPending;
  const error = verify.isError ? errorText(verify.error, invalidCode) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    verify.mutate(code, { onSuccess: (answer) => onVerified(code.trim(), answer?.message || codeVerified) });
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <ErrorBox text={error} />
      <Input
        label="Verification Code"
        name="code"
        autoComplete="one-time-code"
        autoFocus={focusCode}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" fullWidth disabled={pending}>
        {pending ? 'Verifying...' : 'Verify Code'}
      </Button>
    </form>
  );
}
