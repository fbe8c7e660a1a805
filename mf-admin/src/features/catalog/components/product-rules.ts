import type { ProductDraft } from '../api/save-product';

export const requiredFieldsMissing = 'Please fill in all required fields';

/** Name, description, price and category are required; blanks count as missing. */
export function missingRequired(draft: ProductDraft): boolean {
  return [draft.name, draft.description, draft.price, draft.categoryId].some((value) => !value.trim());
}
