import { useId } from 'react';
import { Spinner } from '@glow/web-kit';
import type { MessageRecipient } from '@glow/contracts';
import styles from './send-message.module.css';

export const allUsers = 'all';

export interface RecipientSelectProps {
  value: string;
  recipients: MessageRecipient[];
  loading: boolean;
  disabled: boolean;
  onChange: (userId: string) => void;
}

/** 'All Users' can be chosen while the list loads, or when it failed to load. */
export function RecipientSelect({ value, recipients, loading, disabled, onChange }: RecipientSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        User
      </label>
      <select
        id={id}
        className={styles.control}
        required
        value={value}
        disabled={disabled}
        aria-busy={loading}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select a user</option>
        <option value={allUsers}>All Users</option>
        {recipients.map((user) => (
          <option key={user._id} value={user._id}>
            {`${user.username} (${user.email})`}
          </option>
        ))}
      </select>
      {loading && <Spinner size="small" label="Loading users..." />}
    </div>
  );
}
