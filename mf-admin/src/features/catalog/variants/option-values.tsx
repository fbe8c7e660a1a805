import { memo, type Dispatch } from 'react';
import { optionValueId, swatchTextId } from './field-ids';
import { isSwatch, takesSwatch, type OptionDraft, type ValueDraft } from './variant-drafts';
import type { VariantsAction } from './variants-reducer';
import styles from './variants.module.css';

export interface OptionValuesProps {
  option: OptionDraft;
  disabled: boolean;
  dispatch: Dispatch<VariantsAction>;
}

/** An option's values in order, each renamed, moved, removed, and for a Shade given a swatch. */
export const OptionValues = memo(function OptionValues({ option, disabled, dispatch }: OptionValuesProps) {
  const optionName = option.name.trim() || 'Option';
  if (option.values.length === 0) return <p className={styles.none}>No values yet.</p>;
  return (
    <ol className={styles.values} aria-label={`Values of ${optionName}`}>
      {option.values.map((value, index) => (
        <ValueRow
          key={value.key}
          option={option}
          value={value}
          position={index}
          last={index === option.values.length - 1}
          disabled={disabled}
          dispatch={dispatch}
        />
      ))}
    </ol>
  );
});

interface ValueRowProps {
  option: OptionDraft;
  value: ValueDraft;
  position: number;
  last: boolean;
  disabled: boolean;
  dispatch: Dispatch<VariantsAction>;
}

function ValueRow({ option, value, position, last, disabled, dispatch }: ValueRowProps) {
  const name = value.value.trim() || `value ${position + 1}`;
  const optionName = option.name.trim() || 'Option';
  const act = { option: option.key, value: value.key };
  const swatch = value.swatch.trim();
  return (
    <li className={styles.value}>
      <input
        id={optionValueId(value.key)}
        className={styles.cell}
        aria-label={`${optionName} value ${position + 1}`}
        value={value.value}
        disabled={disabled}
        onChange={(event) => dispatch({ type: 'editValue', ...act, text: event.target.value })}
      />
      {takesSwatch(option) && (
        <span className={styles.swatch}>
          <input
            type="color"
            className={styles.colour}
            aria-label={`Swatch colour of ${name}`}
            value={isSwatch(swatch) ? swatch.toLowerCase() : '#ffffff'}
            disabled={disabled}
            onChange={(event) => dispatch({ type: 'setSwatch', ...act, swatch: event.target.value })}
          />
          <input
            id={swatchTextId(value.key)}
            className={`${styles.cell} ${styles.hex}`}
            aria-label={`Swatch of ${name} (hex)`}
            placeholder="#8d5524"
            maxLength={7}
            value={value.swatch}
            disabled={disabled}
            onChange={(event) => dispatch({ type: 'setSwatch', ...act, swatch: event.target.value })}
          />
        </span>
      )}
      <span className={styles.valueActions}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={`Move ${name} up`}
          disabled={disabled || position === 0}
          onClick={() => dispatch({ type: 'moveValue', ...act, by: -1 })}
        >
          ↑
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={`Move ${name} down`}
          disabled={disabled || last}
          onClick={() => dispatch({ type: 'moveValue', ...act, by: 1 })}
        >
          ↓
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={`Remove ${name}`}
          disabled={disabled}
          onClick={() => dispatch({ type: 'removeValue', ...act })}
        >
          ×
        </button>
      </span>
    </li>
  );
}
