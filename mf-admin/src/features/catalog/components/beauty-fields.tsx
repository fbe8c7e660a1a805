import { useId } from 'react';
import { productConcerns, skinTypes, type Product } from '@glow/contracts/browser';
import { Input, vocabularyLabel } from '@glow/web-kit';
import styles from './product-form.module.css';

/** What a beauty shopper filters and reads by, as the form holds it. */
export interface BeautyDraft {
  brand: string;
  size: string;
  nafdacNumber: string;
  skinTypes: string[];
  concerns: string[];
  ingredients: string;
  howToUse: string;
}

export const beautyDraftOf = (product?: Product): BeautyDraft => ({
  brand: product?.brand ?? '',
  size: product?.size ?? '',
  nafdacNumber: product?.nafdacNumber ?? '',
  skinTypes: product?.skinTypes ?? [],
  concerns: product?.concerns ?? [],
  ingredients: product?.ingredients ?? '',
  howToUse: product?.howToUse ?? '',
});

interface BeautyFieldsProps {
  value: BeautyDraft;
  onChange: (next: BeautyDraft) => void;
}

/** Brand, size, NAFDAC number, the skin types and concerns it is for, ingredients and how to use. */
export function BeautyFields({ value, onChange }: BeautyFieldsProps) {
  const set = <K extends keyof BeautyDraft>(key: K, next: BeautyDraft[K]) =>
    onChange({ ...value, [key]: next });
  const ingredientsId = useId();
  const howToUseId = useId();
  return (
    <>
      <div className={styles.prices}>
        <Input
          label="Brand"
          name="brand"
          value={value.brand}
          onChange={(e) => set('brand', e.target.value)}
        />
        <Input
          label="Size"
          name="size"
          hint="e.g. 30 ml"
          value={value.size}
          onChange={(e) => set('size', e.target.value)}
        />
      </div>
      <Input
        label="NAFDAC No."
        name="nafdacNumber"
        hint="e.g. A1-1234"
        autoComplete="off"
        value={value.nafdacNumber}
        onChange={(e) => set('nafdacNumber', e.target.value)}
      />
      <WordChoice
        legend="Skin types"
        words={skinTypes}
        chosen={value.skinTypes}
        onChange={(chosen) => set('skinTypes', chosen)}
      />
      <WordChoice
        legend="Concerns"
        words={productConcerns}
        chosen={value.concerns}
        onChange={(chosen) => set('concerns', chosen)}
      />
      <div className={styles.field}>
        <label htmlFor={ingredientsId} className={styles.label}>
          Ingredients
        </label>
        <textarea
          id={ingredientsId}
          name="ingredients"
          className={styles.control}
          rows={3}
          value={value.ingredients}
          onChange={(e) => set('ingredients', e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={howToUseId} className={styles.label}>
          How to use
        </label>
        <textarea
          id={howToUseId}
          name="howToUse"
          className={styles.control}
          rows={3}
          value={value.howToUse}
          onChange={(e) => set('howToUse', e.target.value)}
        />
      </div>
    </>
  );
}

function WordChoice({
  legend,
  words,
  chosen,
  onChange,
}: {
  legend: string;
  words: readonly string[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <fieldset className={styles.wordChoice}>
      <legend className={styles.label}>{legend}</legend>
      {words.map((word) => (
        <label key={word} className={styles.word}>
          <input
            type="checkbox"
            checked={chosen.includes(word)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? words.filter((each) => each === word || chosen.includes(each))
                  : chosen.filter((each) => each !== word),
              )
            }
          />
          {vocabularyLabel(word)}
        </label>
      ))}
    </fieldset>
  );
}
