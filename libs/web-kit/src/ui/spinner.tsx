import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  label?: string;
  className?: string;
}

export function Spinner({ size = 'medium', label = 'Loading...', className }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={`${styles.wrapper} ${className ?? ''}`}>
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
    </div>
  );
}
