import { useState, type FormEvent } from 'react';
import { Button, ErrorBox, errorText, Input } from '@glow/web-kit';
import { resetFailed, useResetPassword } from '../api/reset-password';
import styles from '../components/auth-form.module.css';

export const resetSucceeded = 'Password reset successful. Redirecting to login...';

export function PasswordStep({ code, onReset }: { code: string; onReset: (message: string) => void }) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const pending = reset.isPending;
  const error = reset.isError ? errorText(reset.error, resetFailed) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    reset.mutate(
      { code, newPassword, confirmPassword },
      {
        onSuccess: () => {
          setDone(true);
          onReset(resetSucceeded);
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <ErrorBox text={error} />
      <Input
        label="New Password"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        required
        minLength={6}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <Input
        label="Confirm New Password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        minLength={6}
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      <Button type="submit" fullWidth disabled={pending || done}>
        {pending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
