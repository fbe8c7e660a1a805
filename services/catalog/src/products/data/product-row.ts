import type {
  Image,
  Product,
  ProductConcern,
  ProductOption,
  ProductVariant,
  SkinType,
  VariantChoice,
} from '@glow/contracts';

/** The columns every product query selects, as `pg` hands them back (numeric arrives as text). */
export const productColumns = `p.id, p.name, p.description, p.price, p.discount_price, p.images, p.stock,
  p.average_rating, p.num_reviews, p.created_at, p.updated_at, p.options, p.display_price_max,
  p.brand, p.skin_types, p.concerns, p.ingredients, p.how_to_use, p.size, p.nafdac_number,
  c.id AS category_id,
  c.name AS category_name`;

/** A product's variants in the shop's order, as one JSON column (for the reads that answer them). */
export const variantsColumn = `(SELECT COALESCE(json_agg(json_build_object(
    'id', v.id, 'sku', v.sku, 'options', v.options, 'price', v.price, 'discount_price', v.discount_price,
    'stock', v.stock, 'image_ids', v.image_ids) ORDER BY v.position, v.id), '[]'::json)
  FROM catalog.product_variants v WHERE v.product_id = p.id) AS variants`;

export interface VariantRow {
  id: string;
  sku: string;
  options: VariantChoice;
  price: number;
  discount_price: number | null;
  stock: number | null;
  image_ids: string[];
}

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
  options: ProductOption[];
  /** NULL only between a product's insert and its variants' (012's trigger writes it). */
  display_price_max: string | null;
  brand: string | null;
  skin_types: SkinType[];
  concerns: ProductConcern[];
  ingredients: string;
  how_to_use: string;
  size: string | null;
  nafdac_number: string | null;
  category_id: string | null;
  category_name: string | null;
  /** Present when the query selected `variantsColumn`. */
  variants?: VariantRow[];
}

export function toProduct(row: ProductRow): Product {
  const product: Product = {
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
    maxPrice: Number(row.display_price_max ?? row.discount_price ?? row.price),
    options: row.options,
    brand: row.brand,
    skinTypes: row.skin_types,
    concerns: row.concerns,
    ingredients: row.ingredients,
    howToUse: row.how_to_use,
    size: row.size,
    nafdacNumber: row.nafdac_number,
  };
  if (row.variants) product.variants = row.variants.map((variant) => toVariant(variant, row));
  return product;
}

/**
 * A variant's choice in the product's option order (jsonb keeps keys in its own order), and its
 * images: the product's images it names, in its order; ones since removed are skipped.
 */
function toVariant(row: VariantRow, product: Pick<ProductRow, 'images' | 'options'>): ProductVariant {
  const byId = new Map(product.images.map((image) => [image.public_id, image]));
  const choice: VariantChoice = {};
  for (const { name } of product.options)
    if (row.options[name] !== undefined) choice[name] = row.options[name];
  return {
    _id: row.id,
    sku: row.sku,
    options: choice,
    price: Number(row.price),
    discountPrice: row.discount_price === null ? null : Number(row.discount_price),
    stock: row.stock,
    images: row.image_ids.flatMap((id) => byId.get(id) ?? []),
  };
}
