import type { CartItem, Image, Product, ProductOption, VariantChoice } from '@glow/contracts';

/** The read-model columns every cart and favourites query selects (numeric arrives as text). */
export const productColumns = `p.id, p.name, p.description, p.price, p.discount_price, p.images,
  p.category_id, p.category_name, p.stock, p.stock_tracked, p.average_rating, p.num_reviews, p.created_at,
  p.updated_at, p.options`;

/** A line's variant, beside `productColumns` (`v` is `cart.product_variants`). */
export const variantColumns = `v.id AS variant_id, v.sku AS variant_sku, v.options AS variant_choice,
  v.price AS variant_price, v.discount_price AS variant_discount_price, v.stock AS variant_stock,
  v.images AS variant_images`;

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  price: string;
  discount_price: string | null;
  images: Image[];
  category_id: string | null;
  category_name: string | null;
  stock: number;
  stock_tracked: boolean;
  average_rating: number;
  num_reviews: number;
  created_at: Date;
  updated_at: Date;
  options: ProductOption[];
}

export interface VariantRow {
  variant_id: string;
  variant_sku: string | null;
  variant_choice: VariantChoice;
  variant_price: string;
  variant_discount_price: string | null;
  variant_stock: number | null;
  variant_images: Image[];
}

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    discountPrice: row.discount_price === null ? null : Number(row.discount_price),
    images: row.images,
    category: row.category_id === null ? null : { _id: row.category_id, name: row.category_name ?? '' },
    stock: row.stock_tracked ? row.stock : null,
    averageRating: row.average_rating,
    numReviews: row.num_reviews,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    options: row.options,
  };
}

/**
 * A cart line: the product as sold in the line's variant (its price, discount price, stock and, when
 * it has its own, pictures) and, for a product with options, which variant it is, named in the
 * product's option order.
 */
export function toCartItem(row: ProductRow & VariantRow & { quantity: number }): CartItem {
  const product: Product = {
    ...toProduct(row),
    price: Number(row.variant_price),
    discountPrice: row.variant_discount_price === null ? null : Number(row.variant_discount_price),
    stock: row.variant_stock,
    images: row.variant_images.length > 0 ? row.variant_images : row.images,
  };
  if (row.options.length === 0) return { product, quantity: row.quantity };
  const options: VariantChoice = {};
  for (const { name } of row.options)
    if (row.variant_choice[name] !== undefined) options[name] = row.variant_choice[name];
  return {
    product,
    quantity: row.quantity,
    variant: { _id: row.variant_id, sku: row.variant_sku ?? row.variant_id, options },
  };
}
