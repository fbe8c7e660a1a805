import { useId, type ReactNode } from 'react';
import ui from './admin-ui.module.css';

export interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value | '';
  /** The first option, standing for no choice: "All Statuses", "Select a category". */
  emptyLabel: string;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | '') => void;
  required?: boolean;
  disabled?: boolean;
  /** While the options load. */
  busy?: boolean;
  /** Shown under the select and announced with it. */
  error?: string;
  /** The select's look; the admin control by default. */
  className?: string;
  /** Under the select: a spinner, a failure. */
  children?: ReactNode;
}

/** A labelled select. */
export function SelectField<Value extends string>({
  label,
  value,
  emptyLabel,
  options,
  onChange,
  required,
  disabled,
  busy,
  error,
  className = ui.control,
  children,
}: SelectFieldProps<Value>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <select
        id={id}
        className={className}
        required={required}
        value={value}
        disabled={disabled}
        aria-busy={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value as Value | '')}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={ui.fieldError}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
