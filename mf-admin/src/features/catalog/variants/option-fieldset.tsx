import { memo, useId, useState, type Dispatch, type KeyboardEvent } from 'react';
import { Button } from '@glow/web-kit';
import { optionNameId } from './field-ids';
import { OptionValues } from './option-values';
import type { OptionDraft } from './variant-drafts';
import type { VariantsAction } from './variants-reducer';
import styles from './variants.module.css';

export interface OptionFieldsetProps {
  option: OptionDraft;
  position: number;
  disabled: boolean;
  dispatch: Dispatch<VariantsAction>;
}

/** One option: its name, its ordered values and a field to add the next value. */
export const OptionFieldset = memo(function OptionFieldset({
  option,
  position,
  disabled,
  dispatch,
}: OptionFieldsetProps) {
  const [next, setNext] = useState('');
  const nextId = useId();
  const name = option.name.trim() || `option ${position + 1}`;

  const addValue = () => {
    if (!next.trim()) return;
    dispatch({ type: 'addValue', option: option.key, value: next.trim() });
    setNext('');
  };
  // Enter adds the value instead of submitting the product form.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addValue();
  };

  return (
    <fieldset className={styles.option}>
      <legend className={styles.legend}>{`Option ${position + 1}`}</legend>
      <div className={styles.optionName}>
        <label htmlFor={optionNameId(option.key)} className={styles.fieldLabel}>
          Option name
        </label>
        <input
          id={optionNameId(option.key)}
          className={styles.cell}
          list="glow-option-names"
          placeholder="Shade, Size…"
          value={option.name}
          disabled={disabled}
          onChange={(event) =>
            dispatch({ type: 'renameOption', option: option.key, name: event.target.value })
          }
        />
      </div>
      <OptionValues option={option} disabled={disabled} dispatch={dispatch} />
      <div className={styles.addValue}>
        <label htmlFor={nextId} className={styles.fieldLabel}>
          {`New value of ${name}`}
        </label>
        <div className={styles.inline}>
          <input
            id={nextId}
            className={styles.cell}
            value={next}
            maxLength={100}
            disabled={disabled}
            onChange={(event) => setNext(event.target.value)}
            onKeyDown={addOnEnter}
          />
          <Button variant="secondary" disabled={disabled || !next.trim()} onClick={addValue}>
            Add value
          </Button>
        </div>
      </div>
      <Button
        variant="ghost"
        className={styles.removeOption}
        disabled={disabled}
        onClick={() => dispatch({ type: 'removeOption', option: option.key })}
      >
        {`Remove ${name}`}
      </Button>
    </fieldset>
  );
});
