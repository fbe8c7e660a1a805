import { memo, useCallback, useId, useMemo, useState, type Dispatch } from 'react';
import { VisuallyHidden } from '@glow/web-kit';
import type { Image } from '@glow/contracts';
import { BulkBar } from './bulk-bar';
import {
  choiceLabel,
  isSwatch,
  takesSwatch,
  type OptionDraft,
  type VariantColumn,
  type VariantDraft,
} from './variant-drafts';
import { VariantImagesDialog } from './variant-images-dialog';
import { VariantRow } from './variant-row';
import type { VariantsAction } from './variants-reducer';
import styles from './variants.module.css';

export interface VariantGridProps {
  options: OptionDraft[];
  variants: VariantDraft[];
  selected: ReadonlySet<string>;
  /** The cell a validation message points at. */
  invalid?: { variant: string; column: VariantColumn };
  /** The product's saved images (new uploads can be chosen once saved). */
  images: Image[];
  /** Files added in this form, not saved yet. */
  unsavedImages: number;
  dispatch: Dispatch<VariantsAction>;
}

export const noVariants = 'No variants yet. Generate variants to make one for each combination.';
export const unsavedImagesNote = 'New images can be given to a variant once the product is saved.';
export const variantsHint =
  'Stock left empty is not tracked. A new variant’s SKU left empty is numbered for you.';

const variantCount = (count: number) => (count === 1 ? '1 variant' : `${count} variants`);

/**
 * One row per variant with its options, SKU, prices, stock and images; rows selected for bulk
 * changes. Its controls are disabled while saving by the form's fieldset, so saving renders no row.
 */
export const VariantGrid = memo(function VariantGrid({
  options,
  variants,
  selected,
  invalid,
  images,
  unsavedImages,
  dispatch,
}: VariantGridProps) {
  const headingId = useId();
  const [choosing, setChoosing] = useState<string | null>(null);
  const onChooseImages = useCallback((variant: string) => setChoosing(variant), []);
  const names = useMemo(() => options.map((option) => option.name.trim()), [options]);
  const chooser = variants.find((variant) => variant.key === choosing);

  const rows = variants.map((variant) => {
    const columns = options.map((option, index) => {
      const value = option.values.find((each) => each.key === variant.choice[option.key]);
      const swatch = value && takesSwatch(option) && isSwatch(value.swatch) ? value.swatch : '';
      return { name: names[index]!, value: value?.value.trim() ?? '—', swatch };
    });
    return { variant, columns, label: choiceLabel(options, variant.choice) || 'new variant' };
  });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionHeading}>
        Variants <span className={styles.count}>{variantCount(variants.length)}</span>
      </h3>
      {variants.length === 0 ? (
        <p className={styles.empty}>{noVariants}</p>
      ) : (
        <>
          <p className={styles.hint}>{variantsHint}</p>
          {unsavedImages > 0 && <p className={styles.hint}>{unsavedImagesNote}</p>}
          <BulkBar total={variants.length} selected={selected.size} dispatch={dispatch} />
          <div className={styles.gridFrame}>
            {/* Explicit roles: on a phone the rows are CSS grid cards, which would otherwise lose the table's semantics. */}
            <table role="table" className={styles.grid} aria-labelledby={headingId}>
              <thead role="rowgroup">
                <tr role="row">
                  <th role="columnheader" scope="col" className={styles.selectCell}>
                    <VisuallyHidden>Selected</VisuallyHidden>
                  </th>
                  {names.map((name, index) => (
                    <th key={options[index]!.key} role="columnheader" scope="col">
                      {name}
                    </th>
                  ))}
                  <th role="columnheader" scope="col">
                    SKU
                  </th>
                  <th role="columnheader" scope="col">
                    Price
                  </th>
                  <th role="columnheader" scope="col">
                    Discount Price
                  </th>
                  <th role="columnheader" scope="col">
                    Stock
                  </th>
                  <th role="columnheader" scope="col">
                    Images
                  </th>
                  <th role="columnheader" scope="col" className={styles.removeCell}>
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {rows.map(({ variant, columns, label }) => (
                  <VariantRow
                    key={variant.key}
                    variant={variant}
                    columns={columns}
                    label={label}
                    selected={selected.has(variant.key)}
                    invalid={invalid?.variant === variant.key ? invalid.column : undefined}
                    images={images}
                    dispatch={dispatch}
                    onChooseImages={onChooseImages}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {chooser && (
        <VariantImagesDialog
          label={choiceLabel(options, chooser.choice)}
          images={images}
          chosen={chooser.images}
          onClose={() => setChoosing(null)}
          onDone={(chosen) => {
            dispatch({ type: 'setImages', variant: chooser.key, images: chosen });
            setChoosing(null);
          }}
        />
      )}
    </section>
  );
});
