import { Button, Input } from '@glow/web-kit';
import type { HeroButton } from '@glow/contracts';
import { emptyButton, type HeroErrors } from '../hooks/hero-form-rules';
import styles from './hero-section.module.css';

export interface HeroButtonRowsProps {
  buttons: HeroButton[];
  errors: HeroErrors['buttons'];
  disabled: boolean;
  onChange: (buttons: HeroButton[]) => void;
}

/** One row per button; the last row cannot be removed, so there is always at least one. */
export function HeroButtonRows({ buttons, errors, disabled, onChange }: HeroButtonRowsProps) {
  const change = (index: number, changes: Partial<HeroButton>) =>
    onChange(buttons.map((button, at) => (at === index ? { ...button, ...changes } : button)));

  return (
    <fieldset className={styles.buttons}>
      <legend className={styles.label}>Buttons</legend>
      {buttons.map((button, index) => (
        <fieldset key={index} className={styles.buttonRow} aria-label={`Button ${index + 1}`}>
          <Input
            label="Button Text"
            required
            value={button.text}
            error={errors[index]?.text}
            disabled={disabled}
            onChange={(event) => change(index, { text: event.target.value })}
          />
          <Input
            label="Button Link"
            required
            value={button.link}
            error={errors[index]?.link}
            disabled={disabled}
            onChange={(event) => change(index, { link: event.target.value })}
          />
          {buttons.length > 1 && (
            <Button
              variant="danger"
              disabled={disabled}
              className={styles.remove}
              onClick={() => onChange(buttons.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          )}
        </fieldset>
      ))}
      <Button variant="secondary" disabled={disabled} onClick={() => onChange([...buttons, emptyButton])}>
        Add Button
      </Button>
    </fieldset>
  );
}
