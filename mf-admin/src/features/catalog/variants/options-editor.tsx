import { memo, useId, useState, type Dispatch } from 'react';
import { Button, ErrorBox } from '@glow/web-kit';
import { combinationCount } from './generate-variants';
import { OptionFieldset } from './option-fieldset';
import { maxOptions, maxVariants, type OptionDraft } from './variant-drafts';
import { optionsProblem, tooManyVariants } from './variant-rules';
import type { VariantsAction } from './variants-reducer';
import styles from './variants.module.css';

export interface OptionsEditorProps {
  options: OptionDraft[];
  disabled: boolean;
  dispatch: Dispatch<VariantsAction>;
  /** Makes the variants of every combination (the options are whole when it is called). */
  onGenerate: () => void;
}

export const optionsHint =
  'Up to three, such as Shade and Size. Each combination of their values is a variant with its own price and stock.';

/** The "Options" section: up to three options, and Generate variants for every combination. */
export const OptionsEditor = memo(function OptionsEditor({
  options,
  disabled,
  dispatch,
  onGenerate,
}: OptionsEditorProps) {
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const generate = () => {
    const incomplete = optionsProblem(options);
    const refused = incomplete?.message ?? (combinationCount(options) > maxVariants ? tooManyVariants : null);
    setProblem(refused);
    if (incomplete?.focus) document.getElementById(incomplete.focus)?.focus();
    if (!refused) onGenerate();
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionHeading}>
        Options
      </h3>
      <p className={styles.hint}>{optionsHint}</p>
      <datalist id="glow-option-names">
        <option value="Shade" />
        <option value="Size" />
      </datalist>
      {options.map((option, index) => (
        <OptionFieldset
          key={option.key}
          option={option}
          position={index}
          disabled={disabled}
          dispatch={dispatch}
        />
      ))}
      <div className={styles.inline}>
        {options.length < maxOptions ? (
          <Button variant="secondary" disabled={disabled} onClick={() => dispatch({ type: 'addOption' })}>
            Add option
          </Button>
        ) : (
          <p className={styles.hint}>{`A product has at most ${maxOptions} options`}</p>
        )}
        {options.length > 0 && (
          <Button disabled={disabled} onClick={generate}>
            Generate variants
          </Button>
        )}
      </div>
      <ErrorBox text={problem} />
    </section>
  );
});
