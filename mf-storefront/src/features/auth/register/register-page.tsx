import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, ErrorBox, errorText, Input, SuccessBox } from '@glow/web-kit';
import { registrationFailed, useRegister, type RegisterInput } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import styles from '../components/auth-form.module.css';

export const registrationSucceeded = 'Registration successful! Redirecting to login...';
export const passwordsDiffer = 'Passwords do not match';

const empty: RegisterInput = { username: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const [form, setForm] = useState(empty);
  const [success, setSuccess] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState<string | null>(null);
  const registration = useRegister();
  const pending = registration.isPending;
  const error = mismatch ?? (registration.isError ? errorText(registration.error, registrationFailed) : null);
  const redirect = useDelayedRedirect();
  const field = (name: keyof RegisterInput) => ({
    name,
    required: true,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    registration.reset();
    if (form.password !== form.confirmPassword) {
      setMismatch(passwordsDiffer);
      return;
    }
    setMismatch(null);
    // Registering does not sign in: the new user logs in on the next screen.
    registration.mutate(form, {
      onSuccess: () => {
        setSuccess(registrationSucceeded);
        redirect('/login', 2000);
      },
    });
  }

  return (
    <AuthCard title="Create Account">
      <ErrorBox text={error} />
      <SuccessBox text={success} />
      <form className={styles.form} onSubmit={submit}>
        <Input label="Username" autoComplete="username" {...field('username')} />
        <Input label="Email" type="email" autoComplete="email" {...field('email')} />
        <Input label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <Input
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" fullWidth disabled={pending || success !== null}>
          {pending ? 'Registering...' : 'Register'}
        </Button>
      </form>
      <div className={styles.links}>
        <span>
          Already have an account? <Link to="/login">Login</Link>
        </span>
      </div>
    </AuthCard>
  );
}
