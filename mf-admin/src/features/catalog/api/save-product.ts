import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductOption } from '@glow/contracts';
import { api } from '@glow/web-kit';
import type { BeautyDraft } from '../components/beauty-fields';
import type { VariantInput } from '../variants/variant-input';

export const saveProductFailure = 'Failed to submit the form';

export interface ProductDraft {
  name: string;
  description: string;
  price: string;
  discountPrice: string;
  categoryId: string;
  /** Units left to sell as typed; '' means not tracked; undefined leaves an edited product's stock as it is. */
  stock?: string;
  /** public_ids of the current images to keep (edit only). */
  keptImages: string[];
  newImages: File[];
  /** A product with options: its variants carry the prices and stock, not the fields above. */
  withOptions?: { options: ProductOption[]; variants: VariantInput[] };
  /** Brand, size, NAFDAC number, skin types, concerns, ingredients, how to use: always all sent. */
  beauty?: BeautyDraft;
}

export interface SaveProductInput {
  /** Absent: a new product. */
  id?: string;
  draft: ProductDraft;
  onProgress?: (percent: number) => void;
}

/**
 * The catalog's multipart form: discountPrice only when set; stock when given (empty: not tracked;
 * absent: unchanged, so an edit that leaves it alone never overwrites what checkouts took meanwhile);
 * kept images by public_id. With options, `options` and `variants` as JSON text instead of the
 * price, discount price and stock fields.
 */
export function productForm(draft: ProductDraft, editing: boolean): FormData {
  const form = new FormData();
  form.set('name', draft.name.trim());
  form.set('description', draft.description.trim());
  form.set('category', draft.categoryId);
  if (draft.withOptions) {
    form.set('options', JSON.stringify(draft.withOptions.options));
    form.set('variants', JSON.stringify(draft.withOptions.variants));
  } else {
    form.set('price', draft.price.trim());
    if (draft.discountPrice.trim()) form.set('discountPrice', draft.discountPrice.trim());
    if (draft.stock !== undefined) form.set('stock', draft.stock.trim());
  }
  if (draft.beauty) {
    const { skinTypes, concerns, ...texts } = draft.beauty;
    for (const [field, text] of Object.entries(texts)) form.set(field, text.trim());
    for (const skinType of skinTypes) form.append('skinTypes', skinType);
    for (const concern of concerns) form.append('concerns', concern);
  }
  if (editing) for (const publicId of draft.keptImages) form.append('existingImages', publicId);
  for (const file of draft.newImages) form.append('images', file, file.name);
  return form;
}

export const saveProduct = ({ id, draft, onProgress }: SaveProductInput) =>
  id
    ? api.upload<Product>('PUT', `/products/${encodeURIComponent(id)}`, productForm(draft, true), {
        defaultMessage: saveProductFailure,
        onProgress,
      })
    : api.upload<Product>('POST', '/products', productForm(draft, false), {
        defaultMessage: saveProductFailure,
        onProgress,
      });

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-products'] }),
  });
}
