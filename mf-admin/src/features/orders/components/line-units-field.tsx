import { lineKey } from '@glow/contracts/browser';
import { useId } from 'react';
import { visuallyHiddenClass } from '@glow/web-kit';
import { unitsOf, type UnitsDraft, type UnitsErrors, type UnitsLine } from './line-units';
import styles from './order.module.css';

export interface LineUnitsFieldProps<L extends UnitsLine> {
  legend: string;
  /** Read but not shown, where a choice's label above already names the group. */
  legendHidden?: boolean;
  lines: L[];
  units: UnitsDraft;
  errors: UnitsErrors;
  /** Under a line's field: how many units it may take, e.g. "2 left". */
  hint: (line: L) => string;
  /** Beside a line's field: what its valid units stand for (a refund's amount); no column when absent. */
  amount?: (line: L, units: number) => string;
  disabled?: boolean;
  className?: string;
  onChange: (units: UnitsDraft) => void;
}

/** A units field per line (0 to the line's `quantity`), with its hint and, when given, what those units give back. */
export function LineUnitsField<L extends UnitsLine>({
  legend,
  legendHidden = false,
  lines,
  units,
  errors,
  hint,
  amount,
  disabled,
  className,
  onChange,
}: LineUnitsFieldProps<L>) {
  const id = useId();
  const groupErrorId = `${id}-error`;
  return (
    <fieldset className={`${styles.partLines} ${className ?? ''}`} disabled={disabled}>
      <legend className={legendHidden ? visuallyHiddenClass : styles.label}>{legend}</legend>
      <ul className={styles.partLineList}>
        {lines.map((line, index) => {
          const fieldId = `${id}-${index}`;
          const error = errors.units?.[lineKey(line)];
          const describedBy = [
            `${fieldId}-left`,
            amount && `${fieldId}-amount`,
            error && `${fieldId}-error`,
            errors.lines && groupErrorId,
          ];
          return (
            <li key={lineKey(line)} className={`${styles.partLine} ${amount ? '' : styles.unitsOnly}`}>
              <label htmlFor={fieldId} className={styles.partLineName}>
                {line.name}
              </label>
              <input
                id={fieldId}
                className={`${styles.control} ${styles.units}`}
                type="number"
                min={0}
                max={line.quantity}
                step={1}
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={Boolean(error || errors.lines)}
                aria-describedby={describedBy.filter(Boolean).join(' ')}
                value={units[lineKey(line)] ?? '0'}
                onChange={(event) => onChange({ ...units, [lineKey(line)]: event.target.value })}
              />
              <span id={`${fieldId}-left`} className={`${styles.hint} ${styles.partLineLeft}`}>
                {hint(line)}
              </span>
              {amount && (
                <span id={`${fieldId}-amount`} className={styles.partLineAmount}>
                  {amount(line, unitsOf(units[lineKey(line)], line.quantity) ?? 0)}
                </span>
              )}
              {error && (
                <p id={`${fieldId}-error`} className={`${styles.fieldError} ${styles.partLineError}`}>
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {errors.lines && (
        <p id={groupErrorId} className={styles.fieldError}>
          {errors.lines}
        </p>
      )}
    </fieldset>
  );
}
