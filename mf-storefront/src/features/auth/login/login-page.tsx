import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AuthAnswer } from '@glow/contracts';
import { Button, ErrorBox, errorText, Input, session, SuccessBox } from '@glow/web-kit';
import { loginFailed, useLogin } from '../api/login';
import { BannerCarousel } from '../../../components/promotions/banner-carousel';
import { AuthCard } from '../components/auth-card';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import styles from '../components/auth-form.module.css';
import { missingFields, type MissingFields } from './missing-fields';
import { needsSecondStep } from './second-step-api';
import { SecondStepForm } from './second-step-form';

export const loginSucceeded = 'Login successful! Redirecting...';
export function LoginPage() {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [success, setSuccess] = useState<string | null>(null);
  const [missing, setMissing] = useState<MissingFields>({});
  const identifierField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  /** Set when the password was right and the account asks for its second factor. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const login = useLogin();
  const redirect = useDelayedRedirect();
  const pending = login.isPending;
  const error = login.isError ? errorText(login.error, loginFailed) : null;

  /** The one place a sign-in (with or without the second step) becomes the browser's session. */
  function signedIn(answer: AuthAnswer) {
    setMfaToken(null);
    setSuccess(loginSucceeded);
    session.login(answer.token, answer.user, answer.expiresIn);
    redirect('/', 1000);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    // An empty field is said beside it, and the server is not asked to refuse a blank sign-in.
    const found = missingFields(identifier, password);
    setMissing(found ?? {});
    if (found) {
      login.reset();
      (found.identifier ? identifierField : passwordField).current?.focus();
      return;
    }
    login.mutate(
      { identifier, password },
      {
        onSuccess: (answer: unknown) => {
          if (needsSecondStep(answer)) setMfaToken(answer.mfaToken);
          else signedIn(answer as AuthAnswer);
        },
      },
    );
  }

  function startOver() {
    setMfaToken(null);
    setPassword('');
    login.reset();
  }

  if (mfaToken)
    return (
      <AuthCard title="Two-factor sign-in">
        <SecondStepForm mfaToken={mfaToken} onSignedIn={signedIn} onStartOver={startOver} />
      </AuthCard>
    );

  return (
    <AuthCard title="Login">
      <BannerCarousel placement="login-page" />
      <ErrorBox text={error} />
      <SuccessBox text={success} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <Input
          ref={identifierField}
          label="Email or Username"
          name="identifier"
          autoComplete="username"
          required
          error={missing.identifier}
          value={identifier}
          onChange={(event) => {
            setIdentifier(event.target.value);
            setMissing(({ password: stillMissing }) => ({ password: stillMissing }));
          }}
        />
        <Input
          ref={passwordField}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={missing.password}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing(({ identifier: stillMissing }) => ({ identifier: stillMissing }));
          }}
        />
        <Button type="submit" fullWidth disabled={pending || success !== null}>
          {pending ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to="/forgot-password">Forgot password?</Link>
        <span>
          Don&apos;t have an account? <Link to="/register">Register</Link>
        </span>
      </div>
    </AuthCard>
  );
}
