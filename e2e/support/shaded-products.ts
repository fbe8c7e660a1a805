import type { Product, ProductOption } from '@glow/contracts';
import { postProductForm } from './catalog';

/** A variant as the admin form takes it: its choice, price (a decimal string), stock (null: not tracked). */
export interface NewVariant {
  options: Record<string, string>;
  price: string;
  discountPrice?: string;
  stock?: number | null;
}

export interface NewProductWithOptions {
  name: string;
  description: string;
  categoryId: string;
  options: ProductOption[];
  variants: NewVariant[];
  images?: Buffer[];
}

/**
 * `POST /api/products` with options and variants, as the admin form sends them: JSON text fields
 * beside the multipart form; the variants carry price and stock, so the product's own are left out.
 */
export function createProductWithOptions(
  adminToken: string,
  product: NewProductWithOptions,
): Promise<Product> {
  return postProductForm(
    adminToken,
    {
      name: product.name,
      description: product.description,
      category: product.categoryId,
      options: JSON.stringify(product.options),
      variants: JSON.stringify(product.variants),
    },
    product.images,
  );
}
