import type { ProductOption } from '@glow/contracts';
import { takesSwatch, type OptionDraft, type VariantDraft } from './variant-drafts';

/** One entry of the form's `variants` JSON (services/catalog/README.md, "Options and variants"). */
export interface VariantInput {
  _id?: string;
  sku?: string;
  options: Record<string, string>;
  price: string;
  discountPrice: string | null;
  /** Absent: unchanged (a stored variant) or not tracked (a new one). */
  stock?: number | null;
  images: string[];
}

/** The form's `options` JSON: names and values trimmed; a swatch only on a Shade's values. */
export function optionsInput(options: OptionDraft[]): ProductOption[] {
  return options.map((option) => ({
    name: option.name.trim(),
    values: option.values.map(({ value, swatch }) =>
      takesSwatch(option) && swatch.trim()
        ? { value: value.trim(), swatch: swatch.trim().toLowerCase() }
        : { value: value.trim() },
    ),
  }));
}

/**
 * The form's `variants` JSON. A blank SKU of a new variant is left to the catalog to number; a stock
 * left as loaded is not sent; images the product no longer keeps are dropped.
 */
export function variantsInput(
  options: OptionDraft[],
  variants: VariantDraft[],
  productImages: ReadonlySet<string>,
): VariantInput[] {
  return variants.map((variant) => {
    const choice: Record<string, string> = {};
    for (const option of options) {
      const value = option.values.find((each) => each.key === variant.choice[option.key]);
      if (value) choice[option.name.trim()] = value.value.trim();
    }
    const input: VariantInput = {
      options: choice,
      price: variant.price.trim(),
      discountPrice: variant.discountPrice.trim() || null,
      images: variant.images.filter((image) => productImages.has(image)),
    };
    if (variant.id !== undefined) input._id = variant.id;
    if (variant.sku.trim()) input.sku = variant.sku.trim();
    const stock = variant.stock.trim();
    if (variant.id === undefined || stock !== variant.savedStock)
      input.stock = stock === '' ? null : Number(stock);
    return input;
  });
}
