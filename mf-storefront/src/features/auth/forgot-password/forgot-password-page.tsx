import { SuccessBox } from '@glow/web-kit';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import styles from '../components/auth-form.module.css';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';

type Step = 'email' | 'code' | 'password';

/** Router state of a page that already had a code sent (securing an account): the wizard starts at the code. */
export interface ResetCodeSent {
  resetCodeSentTo: string;
  message: string;
}

function codeSentBefore(state: unknown): ResetCodeSent | undefined {
  const sent = state as Partial<ResetCodeSent> | null;
  return typeof sent?.resetCodeSentTo === 'string' && typeof sent.message === 'string'
    ? (sent as ResetCodeSent)
    : undefined;
}

const titles: Record<Step, string> = {
  email: 'Reset Your Password',
  code: 'Verify Your Code',
  password: 'Create New Password',
};

/** The three-step wizard: email, then the mailed code, then the new password. */
export function ForgotPasswordPage() {
  const sentBefore = codeSentBefore(useLocation().state);
  const [step, setStep] = useState<Step>(sentBefore ? 'code' : 'email');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(sentBefore?.message ?? null);
  const redirect = useDelayedRedirect();

  return (
    <AuthCard title={titles[step]}>
      <SuccessBox text={message} />
      {step === 'email' && (
        <EmailStep
          onSent={(text) => {
            setMessage(text);
            setStep('code');
          }}
        />
      )}
      {step === 'code' && sentBefore?.resetCodeSentTo && (
        <p className={styles.hint}>The code went to {sentBefore.resetCodeSentTo}.</p>
      )}
      {step === 'code' && (
        <CodeStep
          focusCode={Boolean(sentBefore)}
          onVerified={(verified, text) => {
            setCode(verified);
            setMessage(text);
            setStep('password');
          }}
        />
      )}
      {step === 'password' && (
        <PasswordStep
          code={code}
          onReset={(text) => {
            setMessage(text);
            redirect('/login', 2000);
          }}
        />
      )}
      <div className={styles.links}>
        <Link to="/login">Back to Login</Link>
      </div>
    </AuthCard>
  );
}
