import { useId } from 'react';
import type { SubscriberStatus } from '@glow/contracts';
import styles from './newsletter.module.css';

export const statusLabels: Record<SubscriberStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  unsubscribed: 'Unsubscribed',
};

export interface StatusFilterProps {
  value: SubscriberStatus | '';
  onChange: (status: SubscriberStatus | '') => void;
}

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Status
      </label>
      <select
        id={id}
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value as SubscriberStatus | '')}
      >
        <option value="">All</option>
        {Object.entries(statusLabels).map(([status, label]) => (
          <option key={status} value={status}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
