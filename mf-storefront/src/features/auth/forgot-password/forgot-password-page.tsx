import { SuccessBox } from '@glow/web-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import styles from '../components/auth-form.module.css';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';

type Step = 'email' | 'code' | 'password';

const titles: Record<Step, string> = {
  email: 'Reset Your Password',
  code: 'Verify Your Code',
  password: 'Create New Password',
};

/** The three-step wizard: email, then the mailed code, then the new password. */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>('email');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
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
      {step === 'code' && (
        <CodeStep
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
