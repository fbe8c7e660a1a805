import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, ErrorBox, errorText, Input, session, SuccessBox } from '@glow/web-kit';
import { loginFailed, useLogin } from '../api/login';
import { BannerCarousel } from '../../../components/promotions/banner-carousel';
import { AuthCard } from '../components/auth-card';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import styles from '../components/auth-form.module.css';

export const loginSucceeded = 'Login successful! Redirecting...';

export function LoginPage() {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [success, setSuccess] = useState<string | null>(null);
  const login = useLogin();
  const redirect = useDelayedRedirect();
  const pending = login.isPending;
  const error = login.isError ? errorText(login.error, loginFailed) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    login.mutate(
      { identifier, password },
      {
        onSuccess: (answer) => {
          setSuccess(loginSucceeded);
          session.login(answer.token, answer.user);
          redirect('/', 1000);
        },
      },
    );
  }

  return (
    <AuthCard title="Login">
      <BannerCarousel placement="login-page" />
      <ErrorBox text={error} />
      <SuccessBox text={success} />
      <form className={styles.form} onSubmit={submit}>
        <Input
          label="Email or Username"
          name="identifier"
          autoComplete="username"
          required
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <Input
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
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
