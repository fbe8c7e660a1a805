import { useId } from 'react';
import { visuallyHiddenClass } from '@glow/web-kit';
import { itemsLegend, unitsLeft } from '../refund-texts';
import { formatCharged } from './format';
import { unitsOf, type RefundDraftErrors, type RefundPart } from './refund-choice';
import { lineAmount } from './refundable';
import styles from './order.module.css';

export interface RefundLinesFieldProps {
  part: RefundPart;
  /** Units as typed, by product id. */
  units: Record<string, string>;
  errors: RefundDraftErrors;
  onChange: (units: Record<string, string>) => void;
}

/** A units field per line (0 to the units left), with what those units give back beside it. */
export function RefundLinesField({ part, units, errors, onChange }: RefundLinesFieldProps) {
  const id = useId();
  const groupErrorId = `${id}-error`;
  return (
    <fieldset className={`${styles.partLines} ${styles.optionFields}`}>
      <legend className={visuallyHiddenClass}>{itemsLegend}</legend>
      <ul className={styles.partLineList}>
        {part.lines.map((line, index) => {
          const fieldId = `${id}-${index}`;
          const error = errors.units?.[line.productId];
          const describedBy = [
            `${fieldId}-left`,
            `${fieldId}-amount`,
            error && `${fieldId}-error`,
            errors.lines && groupErrorId,
          ];
          return (
            <li key={line.productId} className={styles.partLine}>
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
                value={units[line.productId] ?? '0'}
                onChange={(event) => onChange({ ...units, [line.productId]: event.target.value })}
              />
              <span id={`${fieldId}-left`} className={`${styles.hint} ${styles.partLineLeft}`}>
                {unitsLeft(line.quantity)}
              </span>
              <span id={`${fieldId}-amount`} className={styles.partLineAmount}>
                {formatCharged(
                  lineAmount(unitsOf(units[line.productId], line.quantity) ?? 0, line.unitAmount),
                  part.currency,
                )}
              </span>
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
