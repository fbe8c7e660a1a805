import { Button, ErrorBox, errorText } from '@glow/web-kit';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { emailRestored, invalidLink, useUndoEmailChange } from '../api/undo-email-change';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-form.module.css';
import type { ResetCodeSent } from '../forgot-password/forgot-password-page';

export const secureAccountTitle = 'Secure your account';
export const whatItDoes =
  'This restores your previous email address, signs out every device and sends a code to reset your password.';

function Confirmation({ token }: { token: string }) {
  const undo = useUndoEmailChange();
  const navigate = useNavigate();
  const pending = undo.isPending;

  function secure() {
    undo.mutate(token, {
      // On to the reset wizard's code step: the code went to the restored address.
      onSuccess: (answer) => {
        const state: ResetCodeSent = {
          resetCodeSentTo: answer?.email ?? '',
          message: answer?.message || emailRestored,
        };
        void navigate('/forgot-password', { state });
      },
    });
  }

  return (
    <div className={styles.form}>
      <p className={styles.hint}>{whatItDoes}</p>
      <ErrorBox text={undo.isError ? errorText(undo.error, invalidLink) : null} />
      <Button type="button" fullWidth disabled={pending || undo.isSuccess} onClick={secure}>
        {pending ? 'Securing your account...' : 'Yes, secure my account'}
      </Button>
    </div>
  );
}

/**
 * The "This wasn't me" link of the email-change notice lands here. No reset link beside the button:
 * until the email is restored, a reset code would go to the address that replaced it.
 */
export function SecureAccountPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return (
    <AuthCard title={secureAccountTitle}>
      {token ? (
        <Confirmation token={token} />
      ) : (
        <>
          <ErrorBox text={invalidLink} />
          <div className={styles.links}>
            <Link to="/forgot-password">Reset your password</Link>
          </div>
        </>
      )}
    </AuthCard>
  );
}
