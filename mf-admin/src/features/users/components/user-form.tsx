import { useState, type FormEvent } from 'react';
import { Button, Input } from '@glow/web-kit';
import type { User } from '@glow/contracts';
import type { UserChanges } from '../api/update-user';
import styles from './user-edit.module.css';

export interface UserFormProps {
  user: User;
  isSelf: boolean;
  saving: boolean;
  onSave: (changes: Required<UserChanges>) => void;
}

interface FieldErrors {
  username?: string;
  email?: string;
}

function check(username: string, email: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!username) errors.username = 'Username is required';
  if (!email) errors.email = 'Email is required';
  return errors;
}

/** An admin may not demote themself, so their own Admin box is locked. */
export function UserForm({ user, isSelf, saving, onSave }: UserFormProps) {
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [isAdmin, setIsAdmin] = useState(user.isAdmin);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(username.trim(), email.trim());
    setErrors(found);
    if (found.username || found.email) return;
    onSave({ username: username.trim(), email: email.trim(), isAdmin });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Input
        label="Username"
        name="username"
        required
        value={username}
        error={errors.username}
        disabled={saving}
        onChange={(event) => setUsername(event.target.value)}
      />
      <Input
        label="Email"
        name="email"
        type="email"
        required
        value={email}
        error={errors.email}
        disabled={saving}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={isAdmin}
          disabled={saving || isSelf}
          onChange={(event) => setIsAdmin(event.target.checked)}
        />
        Admin
      </label>
      <Button type="submit" disabled={saving}>
        {saving ? 'Updating...' : 'Update User'}
      </Button>
    </form>
  );
}
