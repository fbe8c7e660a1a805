import { variantLabel, type ProductOption, type VariantChoice } from '@glow/contracts';
import { badRequest } from '@glow/service-kit';
import type { VariantValues } from '../data/product-writes';

export const maxOptions = 3;
export const maxValuesPerOption = 100;
export const maxVariants = 300;

/** Options checked: names and values trimmed, distinct, each option with a value, at most three. */
export function checkOptions(options: ProductOption[]): ProductOption[] {
  if (options.length > maxOptions) throw badRequest(`A product has at most ${maxOptions} options`);
  const names = new Set<string>();
  return options.map(({ name, values }) => {
    const trimmed = name.trim();
    if (!trimmed || values.length === 0) throw badRequest('Each option needs a name and at least one value');
    if (names.has(trimmed.toLowerCase())) throw badRequest('Option names must be different');
    names.add(trimmed.toLowerCase());
    if (values.length > maxValuesPerOption)
      throw badRequest(`${trimmed} has more than ${maxValuesPerOption} values`);
    const seen = new Set<string>();
    return {
      name: trimmed,
      values: values.map(({ value, swatch }) => {
        const text = value.trim();
        if (!text) throw badRequest(`Each value of ${trimmed} needs a name`);
        if (seen.has(text.toLowerCase())) throw badRequest(`Values of ${trimmed} must be different`);
        seen.add(text.toLowerCase());
        return swatch === undefined ? { value: text } : { value: text, swatch: swatch.toLowerCase() };
      }),
    };
  });
}

/**
 * Variants checked against the product's options: each names one value of every option and no
 * other, no two name the same combination, and a discount is below its price. A product without
 * options has exactly one variant, which names nothing.
 */
export function checkVariants(options: ProductOption[], variants: VariantValues[]): VariantValues[] {
  if (variants.length === 0) throw badRequest('A product with options needs at least one variant');
  if (variants.length > maxVariants) throw badRequest(`A product has at most ${maxVariants} variants`);
  if (options.length === 0 && variants.length > 1)
    throw badRequest('A product without options has one variant');
  const combinations = new Set<string>();
  const skus = new Set<string>();
  return variants.map((variant) => {
    const choice = checkedChoice(options, variant.options);
    const key = JSON.stringify(options.map((option) => choice[option.name]));
    if (combinations.has(key)) throw badRequest(`Two variants are ${variantLabel(choice, options)}`);
    combinations.add(key);
    const sku = variant.sku?.trim();
    if (sku !== undefined) {
      if (!sku || sku.length > 64) throw badRequest('A SKU has 1 to 64 characters');
      if (skus.has(sku.toLowerCase())) throw badRequest(`Two variants have the SKU ${sku}`);
      skus.add(sku.toLowerCase());
    }
    if (variant.discountPrice !== null && Number(variant.discountPrice) >= Number(variant.price))
      throw badRequest('Discount price must be lower than the price');
    return { ...variant, options: choice, ...(sku === undefined ? {} : { sku }) };
  });
}

function checkedChoice(options: ProductOption[], choice: VariantChoice): VariantChoice {
  const checked: VariantChoice = {};
  for (const option of options) {
    const value = choice[option.name];
    if (value === undefined) throw badRequest(`Each variant needs a ${option.name}`);
    const known = option.values.find((each) => each.value.toLowerCase() === value.trim().toLowerCase());
    if (!known) throw badRequest(`${option.name} has no value ${value}`);
    checked[option.name] = known.value;
  }
  const unknown = Object.keys(choice).find((name) => !options.some((option) => option.name === name));
  if (unknown !== undefined) throw badRequest(`The product has no option ${unknown}`);
  return checked;
}
