import { useState, type FormEvent } from 'react';
import { Button, Input, toast } from '@glow/web-kit';
import type { User } from '@glow/contracts';
import { useUpdateProfile, type ProfileChanges } from './api/update-profile';
import styles from './profile-page.module.css';

export const passwordsDiffer = 'Passwords do not match';

export function ProfileForm({ profile }: { profile: User }) {
  const [username, setUsername] = useState(profile.username);
  const [email, setEmail] = useState(profile.email);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const update = useUpdateProfile();
  const saving = update.isPending;
  // What could take the account over needs the password it has today.
  const takesOver = username !== profile.username || email !== profile.email || password !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirmPassword) {
      toast.error(passwordsDiffer);
      return;
    }
    // A blank password keeps the current one, so it is not sent at all.
    const changes: ProfileChanges = password
      ? { username, email, password, confirmPassword }
      : { username, email };
    if (takesOver) changes.currentPassword = currentPassword;
    update.mutate(changes, {
      onSuccess: () => {
        setPassword('');
        setConfirmPassword('');
        setCurrentPassword('');
      },
    });
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <fieldset className={styles.fields} disabled={saving}>
        <Input
          label="Username"
          name="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <Input
          label="Email"
          type="email"
          name="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Input
          label="New Password"
          type="password"
          name="password"
          autoComplete="new-password"
          placeholder="Leave blank to keep the current password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Input
          label="Confirm New Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        {takesOver && (
          <Input
            label="Current password"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
        )}
      </fieldset>
      <Button type="submit" disabled={saving}>
        {saving ? 'Updating...' : 'Update Profile'}
      </Button>
    </form>
  );
}
