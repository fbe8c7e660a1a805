import type { ProductDraft } from '../api/save-product';

export const requiredFieldsMissing = 'Please fill in all required fields';

/** Name, description, price and category are required (with options, each variant has its price); blanks count as missing. */
export function missingRequired(draft: ProductDraft): boolean {
  const required = [draft.name, draft.description, draft.categoryId];
  if (!draft.withOptions) required.push(draft.price);
  return required.some((value) => !value.trim());
}

export const stockNotWhole = 'Stock must be a whole number of at least 0';
export const stockHint = 'Units left to sell; 0 means sold out. Leave empty to not track stock.';

/** Stock is blank (not tracked) or a whole number, as the catalog takes it. */
export const stockProblem = (stock: string | undefined) =>
  stock === undefined || /^\s*\d{0,7}\s*$/.test(stock) ? null : stockNotWhole;
