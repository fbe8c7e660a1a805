import { useId } from 'react';
import { orderStatuses, type OrderStatus } from '@glow/contracts/browser';
import styles from './orders.module.css';

export interface StatusFilterProps {
  value: OrderStatus | '';
  onChange: (status: OrderStatus | '') => void;
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
        onChange={(event) => onChange(event.target.value as OrderStatus | '')}
      >
        <option value="">All Statuses</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
    </div>
  );
}
