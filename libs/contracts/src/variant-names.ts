import type { ProductOption, VariantChoice } from './api';

/**
 * How the shop names a variant's choice: 'Shade: Chestnut, Size: 30 ml', in the product's option
 * order when `options` is given, else in the choice's own order; '' for a default variant.
 */
export function variantLabel(choice: VariantChoice, options?: ProductOption[]): string {
  const names = options ? options.map((option) => option.name) : Object.keys(choice);
  return names
    .filter((name) => choice[name] !== undefined)
    .map((name) => `${name}: ${choice[name]}`)
    .join(', ');
}

/** A line's name: 'Matte Lip Crayon — Shade: Chestnut'; the product's name alone without options. */
export function lineName(productName: string, choice?: VariantChoice, options?: ProductOption[]): string {
  const label = choice ? variantLabel(choice, options) : '';
  return label ? `${productName} — ${label}` : productName;
}
