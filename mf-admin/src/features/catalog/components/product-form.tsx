import { useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { Button, ErrorBox, Input } from '@glow/web-kit';
import type { Image, Product } from '@glow/contracts';
import type { ProductDraft } from '../api/save-product';
import { BeautyFields, beautyDraftOf } from './beauty-fields';
import { CategorySelect } from './category-select';
import { CatalogImages } from './catalog-images';
import { missingRequired, requiredFieldsMissing, stockHint, stockProblem } from './product-rules';
import { UploadProgress } from './upload-progress';
import { OptionsEditor } from '../variants/options-editor';
import { VariantGrid } from '../variants/variant-grid';
import { initialVariantsState } from '../variants/variant-drafts';
import { optionsInput, variantsInput } from '../variants/variant-input';
import { optionsProblem, variantsProblem, type VariantsProblem } from '../variants/variant-rules';
import { variantsReducer } from '../variants/variants-reducer';
import styles from './product-form.module.css';

export interface ProductFormProps {
  /** Absent: a new product. */
  product?: Product;
  saving: boolean;
  progress: number | null;
  failure: string | null;
  onSave: (draft: ProductDraft) => void;
}

const moneyText = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : String(amount);

/** The stock field's text: empty for a product whose stock is not tracked (and for a new one). */
const stockText = (product: Product | undefined) =>
  product === undefined || product.stock === null ? '' : String(product.stock);

export function ProductForm({ product, saving, progress, failure, onSave }: ProductFormProps) {
  const editing = product !== undefined;
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [price, setPrice] = useState(moneyText(product?.price));
  const [discountPrice, setDiscountPrice] = useState(moneyText(product?.discountPrice));
  const [categoryId, setCategoryId] = useState(product?.category?._id ?? '');
  const [stock, setStock] = useState(stockText(product));
  const [stockError, setStockError] = useState<string | null>(null);
  const stockField = useRef<HTMLInputElement>(null);
  const [kept, setKept] = useState<Image[]>(product?.images ?? []);
  const [added, setAdded] = useState<File[]>([]);
  const [beauty, setBeauty] = useState(() => beautyDraftOf(product));
  const [invalid, setInvalid] = useState(false);
  const [variants, dispatch] = useReducer(variantsReducer, product, initialVariantsState);
  const [variantsIssue, setVariantsIssue] = useState<VariantsProblem | null>(null);
  const headingId = useId();
  const descriptionId = useId();
  const hasOptions = variants.options.length > 0;

  // Generate starts new variants from the price fields; read through a ref so the options editor
  // (memoised) is not rendered again by every keystroke in the form.
  const priceFields = useRef({ price, discountPrice, stock });
  useEffect(() => {
    priceFields.current = { price, discountPrice, stock };
  });
  const generate = useCallback(() => dispatch({ type: 'generate', template: priceFields.current }), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft: ProductDraft = {
      name,
      description,
      price,
      discountPrice,
      categoryId,
      // An edit sends the stock only when it was changed here (see productForm).
      stock: editing && stock === stockText(product) ? undefined : stock,
      keptImages: kept.map((image) => image.public_id),
      newImages: added,
      beauty,
    };
    if (hasOptions)
      draft.withOptions = {
        options: optionsInput(variants.options),
        variants: variantsInput(
          variants.options,
          variants.variants,
          new Set(kept.map((image) => image.public_id)),
        ),
      };
    const missing = missingRequired(draft);
    const badStock = hasOptions ? null : stockProblem(stock);
    const issue =
      hasOptions && !missing
        ? (optionsProblem(variants.options) ?? variantsProblem(variants.options, variants.variants))
        : null;
    setInvalid(missing);
    setStockError(badStock);
    setVariantsIssue(issue);
    // The field, described by its error, is where a screen reader hears what is wrong.
    if (badStock && !missing) stockField.current?.focus();
    if (issue?.focus) document.getElementById(issue.focus)?.focus();
    if (!missing && !badStock && !issue) onSave(draft);
  };

  const heading = editing ? 'Update Product' : 'Create Product';
  return (
    <form
      className={`${styles.form} ${hasOptions ? styles.withVariants : ''}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ErrorBox text={invalid ? requiredFieldsMissing : failure} />
      <fieldset className={styles.fields} disabled={saving}>
        <Input label="Name" name="name" required value={name} onChange={(e) => setName(e.target.value)} />
        <div className={styles.field}>
          <label htmlFor={descriptionId} className={styles.label}>
            Description
          </label>
          <textarea
            id={descriptionId}
            name="description"
            className={`${styles.control} ${styles.description}`}
            required
            rows={5}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        {!hasOptions && (
          <>
            <div className={styles.prices}>
              <Input
                label="Price"
                name="price"
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                required
                value={price}
                onChange={(e) => setPrice(e.target.value)}
              />
              <Input
                label="Discount Price"
                name="discountPrice"
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                value={discountPrice}
                onChange={(e) => setDiscountPrice(e.target.value)}
              />
            </div>
            <Input
              ref={stockField}
              label="Stock"
              name="stock"
              inputMode="numeric"
              autoComplete="off"
              hint={stockHint}
              error={stockError ?? undefined}
              value={stock}
              onChange={(e) => setStock(e.target.value)}
            />
          </>
        )}
        <CategorySelect value={categoryId} disabled={saving} onChange={setCategoryId} />
        <BeautyFields value={beauty} onChange={setBeauty} />
        <CatalogImages
          kept={kept}
          added={added}
          disabled={saving}
          onRemoveKept={(publicId) => setKept(kept.filter((image) => image.public_id !== publicId))}
          onAddedChange={setAdded}
        />
        <OptionsEditor
          options={variants.options}
          disabled={saving}
          dispatch={dispatch}
          onGenerate={generate}
        />
        {hasOptions && (
          <VariantGrid
            options={variants.options}
            variants={variants.variants}
            selected={variants.selected}
            invalid={variantsIssue?.cell}
            images={kept}
            unsavedImages={added.length}
            dispatch={dispatch}
          />
        )}
      </fieldset>
      <ErrorBox text={variantsIssue?.message} />
      <UploadProgress percent={progress} />
      <Button type="submit" disabled={saving}>
        {saving ? (editing ? 'Updating...' : 'Creating...') : heading}
      </Button>
    </form>
  );
}
