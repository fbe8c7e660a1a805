import type { Product, ProductVariant } from '@glow/contracts';

/** One value of an option as the form edits it; `swatch` is '' for none. */
export interface ValueDraft {
  key: string;
  value: string;
  swatch: string;
}

export interface OptionDraft {
  key: string;
  name: string;
  values: ValueDraft[];
}

/**
 * A variant as its grid row edits it. `choice` maps option keys to value keys, so renaming or
 * reordering a value never loses which variants name it. Money and stock stay the text typed.
 */
export interface VariantDraft {
  key: string;
  /** The stored variant's id; absent for one made here. */
  id?: string;
  sku: string;
  choice: Record<string, string>;
  price: string;
  discountPrice: string;
  /** '' = not tracked. */
  stock: string;
  /** The stock as loaded: left as it was, it is not sent, so units sold meanwhile are not written back. */
  savedStock?: string;
  /** public_ids of the product's images that show this variant. */
  images: string[];
}

export type VariantColumn = 'sku' | 'price' | 'discountPrice' | 'stock';

export interface VariantsState {
  options: OptionDraft[];
  variants: VariantDraft[];
  /** Keys of the selected rows. */
  selected: ReadonlySet<string>;
}

let lastKey = 0;
/** A key for a draft made in this page; stored variants keep their id as key. */
export const newKey = (prefix: string) => `${prefix}-${++lastKey}`;

export const maxOptions = 3;
export const maxVariants = 300;
export const maxValuesPerOption = 100;

/** Shade (or a colour) is the option whose values may carry a swatch. */
export const takesSwatch = (option: Pick<OptionDraft, 'name'>) =>
  /^(shade|colou?r)$/i.test(option.name.trim());

/** A swatch the shop can draw: `#rrggbb`. */
export const isSwatch = (text: string) => /^#[0-9a-f]{6}$/i.test(text.trim());

export const moneyText = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : String(amount);

export const stockText = (stock: number | null) => (stock === null ? '' : String(stock));

function variantDraft(variant: ProductVariant, options: OptionDraft[]): VariantDraft {
  const choice: Record<string, string> = {};
  for (const option of options) {
    const named = variant.options[option.name];
    const value = option.values.find((each) => each.value === named);
    if (value) choice[option.key] = value.key;
  }
  return {
    key: variant._id,
    id: variant._id,
    sku: variant.sku,
    choice,
    price: moneyText(variant.price),
    discountPrice: moneyText(variant.discountPrice),
    stock: stockText(variant.stock),
    savedStock: stockText(variant.stock),
    images: variant.images.map((image) => image.public_id),
  };
}

/**
 * The editor's start: the product's options and variants. A product without options keeps its
 * default variant here (choice {}), so generating variants for it carries its id, SKU and stock on.
 */
export function initialVariantsState(product: Product | undefined): VariantsState {
  const options: OptionDraft[] = (product?.options ?? []).map((option) => ({
    key: newKey('option'),
    name: option.name,
    values: option.values.map((value) => ({
      key: newKey('value'),
      value: value.value,
      swatch: value.swatch ?? '',
    })),
  }));
  const variants = (product?.variants ?? []).map((variant) => variantDraft(variant, options));
  return { options, variants, selected: new Set() };
}

/** 'Shade: Chestnut, Size: 30 ml', as the shop names a variant. */
export function choiceLabel(options: OptionDraft[], choice: Record<string, string>): string {
  return options
    .flatMap((option) => {
      const value = option.values.find((each) => each.key === choice[option.key]);
      return value ? [`${option.name.trim()}: ${value.value.trim()}`] : [];
    })
    .join(', ');
}
