import { stockProblem } from '../components/product-rules';
import { optionNameId, optionValueId, swatchTextId, variantCellId } from './field-ids';
import {
  choiceLabel,
  maxOptions,
  maxValuesPerOption,
  maxVariants,
  takesSwatch,
  type OptionDraft,
  type VariantColumn,
  type VariantDraft,
} from './variant-drafts';

/** The first thing the catalog would refuse, in its words, and the field to fix it in. */
export interface VariantsProblem {
  message: string;
  /** The element id of the field to focus. */
  focus?: string;
  /** A grid cell, marked invalid in its row. */
  cell?: { variant: string; column: VariantColumn };
}

const money = /^\d{1,10}(\.\d{1,2})?$/;
const swatch = /^#[0-9a-f]{6}$/i;

export const priceNotMoney = 'Price must be a number of at least 0 with at most 2 decimals';
export const discountNotMoney = 'Discount price must be a number of at least 0 with at most 2 decimals';
export const swatchNotColour = 'Swatch must be a colour like #8d5524';
export const tooManyVariants = `A product has at most ${maxVariants} variants`;

/** The catalog's checks of options (services/catalog product-variants.ts), in its order. */
export function optionsProblem(options: OptionDraft[]): VariantsProblem | null {
  if (options.length > maxOptions) return { message: `A product has at most ${maxOptions} options` };
  const names = new Set<string>();
  for (const option of options) {
    const name = option.name.trim();
    const focus = optionNameId(option.key);
    if (!name || option.values.length === 0)
      return { message: 'Each option needs a name and at least one value', focus };
    if (names.has(name.toLowerCase())) return { message: 'Option names must be different', focus };
    names.add(name.toLowerCase());
    if (option.values.length > maxValuesPerOption)
      return { message: `${name} has more than ${maxValuesPerOption} values`, focus };
    const seen = new Set<string>();
    for (const value of option.values) {
      const text = value.value.trim();
      if (!text) return { message: `Each value of ${name} needs a name`, focus: optionValueId(value.key) };
      if (seen.has(text.toLowerCase()))
        return { message: `Values of ${name} must be different`, focus: optionValueId(value.key) };
      seen.add(text.toLowerCase());
      if (takesSwatch(option) && value.swatch.trim() && !swatch.test(value.swatch.trim()))
        return { message: swatchNotColour, focus: swatchTextId(value.key) };
    }
  }
  return null;
}

const cellProblem = (message: string, variant: VariantDraft, column: VariantColumn): VariantsProblem => ({
  message,
  focus: variantCellId(variant.key, column),
  cell: { variant: variant.key, column },
});

/** The catalog's checks of variants against the options, in its words. */
export function variantsProblem(options: OptionDraft[], variants: VariantDraft[]): VariantsProblem | null {
  if (variants.length === 0) return { message: 'A product with options needs at least one variant' };
  if (variants.length > maxVariants) return { message: tooManyVariants };
  const combinations = new Set<string>();
  const skus = new Set<string>();
  for (const variant of variants) {
    const missing = options.find(
      (option) => !option.values.some((value) => value.key === variant.choice[option.key]),
    );
    if (missing) return { message: `Each variant needs a ${missing.name.trim()}` };
    const combination = JSON.stringify(options.map((option) => variant.choice[option.key]));
    if (combinations.has(combination))
      return { message: `Two variants are ${choiceLabel(options, variant.choice)}` };
    combinations.add(combination);
    const sku = variant.sku.trim();
    // A new variant's blank SKU is numbered by the catalog; a stored one keeps a SKU.
    if (sku || variant.id !== undefined) {
      if (!sku || sku.length > 64) return cellProblem('A SKU has 1 to 64 characters', variant, 'sku');
      if (skus.has(sku.toLowerCase())) return cellProblem(`Two variants have the SKU ${sku}`, variant, 'sku');
      skus.add(sku.toLowerCase());
    }
    const price = variant.price.trim();
    const discount = variant.discountPrice.trim();
    if (!money.test(price)) return cellProblem(priceNotMoney, variant, 'price');
    if (discount && !money.test(discount)) return cellProblem(discountNotMoney, variant, 'discountPrice');
    if (discount && Number(discount) >= Number(price))
      return cellProblem('Discount price must be lower than the price', variant, 'discountPrice');
    const stock = stockProblem(variant.stock);
    if (stock) return cellProblem(stock, variant, 'stock');
  }
  return null;
}

/** A price typed for "Set price": the same rule as a variant's. */
export const bulkPriceProblem = (price: string) => (money.test(price.trim()) ? null : priceNotMoney);
