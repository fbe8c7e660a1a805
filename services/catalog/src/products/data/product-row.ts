import type { Image, Product } from '@glow/contracts';

/** The columns every product query selects, as `pg` hands them back (numeric arrives as text). */
export const productColumns = `p.id, p.name, p.description, p.price, p.discount_price, p.images, p.stock,
  p.average_rating, p.num_reviews, p.created_at, p.updated_at, c.id AS category_id, c.name AS category_name`;

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  price: string;
  discount_price: string | null;
  images: Image[];
  stock: number | null;
  average_rating: string;
  num_reviews: number;
  created_at: Date;
  updated_at: Date;
  category_id: string | null;
  category_name: string | null;
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
    stock: row.stock,
    averageRating: Number(row.average_rating),
    numReviews: row.num_reviews,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
