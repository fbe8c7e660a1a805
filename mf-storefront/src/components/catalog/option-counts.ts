import type { Product } from '@glow/contracts';

const plural = (word: string) => (/(s|sh|ch|x|z)$/.test(word) ? `${word}es` : `${word}s`);

/**
 * What a card says of a product's options: '4 shades' when it has a Shade, else its first option's
 * count ('2 sizes'); null without options.
 */
export function optionCount(product: Pick<Product, 'options'>): string | null {
  const options = product.options ?? [];
  const shown = options.find((option) => option.name.toLowerCase() === 'shade') ?? options[0];
  if (!shown) return null;
  const count = shown.values.length;
  const word = shown.name.toLowerCase();
  return `${count} ${count === 1 ? word : plural(word)}`;
}

/** The card's way to the product page for a product with options: 'Choose shade', 'Choose shade and size'. */
export const chooseOptionsLabel = (product: Pick<Product, 'options'>) =>
  `Choose ${(product.options ?? []).map((option) => option.name.toLowerCase()).join(' and ')}`;
