import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, ErrorBox, Input, session, SuccessBox } from '@glow/web-kit';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import styles from '../components/auth-form.module.css';

export const loginSucceeded = 'Login successful! Redirecting...';

export function LoginPage() {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [success, setSuccess] = useState<string | null>(null);
  const { run, pending, error } = useLogin();
  const redirect = useDelayedRedirect();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    const answer = await run({ identifier, password });
    if (!answer) return;
    setSuccess(loginSucceeded);
    session.login(answer.token, answer.user);
    redirect('/', 1000);
  }

  return (
    <AuthCard title="Login">
      <div className={styles.banner} data-placement="login-page" />
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
