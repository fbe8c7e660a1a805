import { useId, useRef, type KeyboardEvent } from 'react';
import type { Product, ProductOption, VariantChoice } from '@glow/contracts';
import styles from './product-detail.module.css';
import { isValueSoldOut, optionsOf } from './variant-choice';

export const soldOutValue = ', sold out';

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The colour chip: an SVG fill, since the page's policy allows no inline style in its first HTML. */
function Swatch({ colour, soldOut }: { colour: string; soldOut: boolean }) {
  return (
    <svg className={styles.swatchChip} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill={colour} />
      {soldOut && (
        <>
          <line x1="5" y1="27" x2="27" y2="5" className={styles.swatchStrikeHalo} />
          <line x1="5" y1="27" x2="27" y2="5" className={styles.swatchStrike} />
        </>
      )}
    </svg>
  );
}

interface OptionGroupProps {
  product: Product;
  option: ProductOption;
  choice: VariantChoice;
  onPick(name: string, value: string): void;
  /** The 'Please choose a shade' sentence's id while it is shown. */
  errorId: string | undefined;
}

/**
 * One option as a radio group: colour chips for values with a swatch (the name shows on hover and
 * focus, and is the chip's accessible name), text buttons for the others. Arrows move and choose,
 * as in any radio group; one chip is in the tab order.
 */
function OptionGroup({ product, option, choice, onPick, errorId }: OptionGroupProps) {
  const labelId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = choice[option.name];
  const chosenIndex = option.values.findIndex((value) => value.value === chosen);
  const tabbable = Math.max(chosenIndex, 0);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, option.values.length);
    buttons.current[next]?.focus();
    onPick(option.name, option.values[next]!.value);
  };
  return (
    <div className={styles.option}>
      <p className={styles.optionLabel}>
        <span id={labelId}>{option.name}</span>
        {chosen !== undefined && <span className={styles.optionChosen}>: {chosen}</span>}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={chosen === undefined ? errorId : undefined}
        className={styles.optionValues}
      >
        {option.values.map(({ value, swatch }, index) => {
          const soldOut = isValueSoldOut(product, choice, option.name, value);
          return (
            <button
              key={value}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="radio"
              aria-checked={value === chosen}
              // One name, 'Rose, sold out': the value's words and the note, read together.
              aria-label={soldOut ? `${value}${soldOutValue}` : undefined}
              tabIndex={index === tabbable ? 0 : -1}
              className={`${swatch ? styles.swatch : styles.optionButton} ${soldOut ? styles.valueSoldOut : ''}`}
              onClick={() => onPick(option.name, value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {swatch && <Swatch colour={swatch} soldOut={soldOut} />}
              <span className={swatch ? styles.swatchName : undefined}>{value}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The product's options (Shade, Size), each a radio group; nothing for a product without options. */
export function VariantPicker(props: Omit<OptionGroupProps, 'option'>) {
  return optionsOf(props.product).map((option) => (
    <OptionGroup key={option.name} option={option} {...props} />
  ));
}
