import { memo, type Dispatch } from 'react';
import type { Image } from '@glow/contracts';
import { imageUrl } from '../components/image-url';
import { variantCellId } from './field-ids';
import type { VariantColumn, VariantDraft } from './variant-drafts';
import type { VariantsAction } from './variants-reducer';
import styles from './variants.module.css';

export interface VariantRowProps {
  variant: VariantDraft;
  /** The option names and this variant's values (with a Shade's swatch, '' for none), in the options' order. */
  columns: readonly { name: string; value: string; swatch: string }[];
  /** 'Shade: Chestnut, Size: 30 ml': names the row's controls. */
  label: string;
  selected: boolean;
  /** The cell a validation message points at, in this row. */
  invalid?: VariantColumn;
  /** The product's saved images a variant may show. */
  images: Image[];
  dispatch: Dispatch<VariantsAction>;
  onChooseImages: (variant: string) => void;
}

export const untrackedPlaceholder = 'Not tracked';

const fields: { column: VariantColumn; title: string; numeric?: boolean }[] = [
  { column: 'sku', title: 'SKU' },
  { column: 'price', title: 'Price', numeric: true },
  { column: 'discountPrice', title: 'Discount Price', numeric: true },
  { column: 'stock', title: 'Stock', numeric: true },
];

function VariantRowView({
  variant,
  columns,
  label,
  selected,
  invalid,
  images,
  dispatch,
  onChooseImages,
}: VariantRowProps) {
  const chosen = images.filter((image) => variant.images.includes(image.public_id));
  return (
    <tr role="row" className={`${styles.row} ${selected ? styles.selectedRow : ''}`}>
      <td role="cell" className={styles.selectCell}>
        <input
          type="checkbox"
          className={styles.check}
          aria-label={`Select ${label}`}
          checked={selected}
          onChange={(event) =>
            dispatch({ type: 'select', variant: variant.key, selected: event.target.checked })
          }
        />
      </td>
      {columns.map((column) => (
        <td role="cell" key={column.name} className={styles.valueCell} data-label={column.name}>
          {column.swatch && (
            <span aria-hidden="true" className={styles.dot} style={{ background: column.swatch }} />
          )}
          {column.value}
        </td>
      ))}
      {fields.map(({ column, title, numeric }) => (
        <td role="cell" key={column} data-label={title}>
          <input
            id={variantCellId(variant.key, column)}
            className={`${styles.cell} ${invalid === column ? styles.invalid : ''}`}
            aria-label={`${title} of ${label}`}
            aria-invalid={invalid === column ? true : undefined}
            inputMode={numeric ? (column === 'stock' ? 'numeric' : 'decimal') : undefined}
            autoComplete="off"
            placeholder={
              column === 'stock'
                ? untrackedPlaceholder
                : column === 'sku' && !variant.id
                  ? 'Automatic'
                  : undefined
            }
            value={variant[column]}
            onChange={(event) =>
              dispatch({ type: 'editVariant', variant: variant.key, column, text: event.target.value })
            }
          />
        </td>
      ))}
      <td role="cell" data-label="Images" className={styles.imagesCell}>
        {images.length === 0 ? (
          <span className={styles.none}>—</span>
        ) : (
          <button
            type="button"
            className={styles.imagesButton}
            aria-label={`Images of ${label}: ${chosen.length === 0 ? 'all' : chosen.length}`}
            onClick={() => onChooseImages(variant.key)}
          >
            {chosen[0] && <img src={imageUrl(chosen[0], 100)} alt="" className={styles.thumb} />}
            <span aria-hidden="true">{chosen.length === 0 ? 'All' : chosen.length}</span>
          </button>
        )}
      </td>
      <td role="cell" className={styles.removeCell}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={`Remove ${label}`}
          onClick={() => dispatch({ type: 'removeVariant', variant: variant.key })}
        >
          ×
        </button>
      </td>
    </tr>
  );
}

const sameColumns = (a: VariantRowProps['columns'], b: VariantRowProps['columns']) =>
  a.length === b.length &&
  a.every(
    (column, index) =>
      column.name === b[index]!.name &&
      column.value === b[index]!.value &&
      column.swatch === b[index]!.swatch,
  );

/**
 * Controls are disabled while saving by the form's fieldset, not by a prop, so saving renders no row.
 * A row re-renders only when its own variant, selection, error or labels change: typing in one
 * cell of a 100-row grid renders one row. `columns` is rebuilt with the grid, so it is compared by
 * its texts.
 */
export const VariantRow = memo(VariantRowView, (before, after) => {
  const { columns, ...rest } = before;
  const { columns: nextColumns, ...nextRest } = after;
  return (
    sameColumns(columns, nextColumns) &&
    (Object.keys(rest) as (keyof typeof rest)[]).every((key) => rest[key] === nextRest[key])
  );
});
