import { useId } from 'react';
import { placementOptions } from '../hooks/banner-form-rules';
import styles from './banners.module.css';

export interface PlacementSelectProps {
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (placement: string) => void;
}

export function PlacementSelect({ value, error, disabled, onChange }: PlacementSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Placement
      </label>
      <select
        id={id}
        className={styles.control}
        required
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select Placement</option>
        {placementOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
