import type { Image, ProductConcern, ProductOption, SkinType, VariantChoice } from '@glow/contracts';
import { isUuid, type Queryable } from '@glow/service-kit';

/** A variant's values as the admin sends them: money as 2-decimal strings, stock undefined to keep the current one. */
export interface VariantValues {
  /** An existing variant of the product to change; absent for a new one. */
  id?: string;
  /** Absent: the catalog numbers one (GLOW-000123); a new variant only. */
  sku?: string;
  options: VariantChoice;
  price: string;
  discountPrice: string | null;
  /** Units left to sell, null when not tracked; undefined keeps what the variant has. */
  stock?: number | null;
  /** public_ids of the product's images that show this variant. */
  imageIds: string[];
}

/** What a beauty shopper filters and reads by, as the admin form sets it (checked, in vocabulary order). */
export interface BeautyAttributes {
  brand: string | null;
  skinTypes: SkinType[];
  concerns: ProductConcern[];
  ingredients: string;
  howToUse: string;
  size: string | null;
  nafdacNumber: string | null;
}

export interface ProductValues extends BeautyAttributes {
  /** The form sent none of the beauty fields (a back office that predates them): an update keeps them. */
  keepBeauty?: boolean;
  name: string;
  description: string;
  categoryId: string;
  images: Image[];
  options: ProductOption[];
}

/** Inserts, updates and deletes product rows and their variants; reads go through `ProductRepository`. */
export class ProductWrites {
  constructor(private readonly db: Queryable) {}

  async categoryExists(id: string): Promise<boolean> {
    const { rowCount } = await this.db.query('SELECT 1 FROM catalog.categories WHERE id = $1', [id]);
    return rowCount === 1;
  }

  /**
   * A new product and its variants. Without options, the row's price and stock are its default
   * variant's, which the database adds (012); with options, the variants' summary replaces them.
   */
  async insert(values: ProductValues, variants: VariantValues[]): Promise<string> {
    const first = variants[0]!;
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO catalog.products (name, description, price, discount_price, category_id, stock, images, options,
         brand, skin_types, concerns, ingredients, how_to_use, size, nafdac_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        values.name,
        values.description,
        first.price,
        first.discountPrice,
        values.categoryId,
        first.stock ?? null,
        JSON.stringify(values.images),
        JSON.stringify(values.options),
        ...beautyParams(values),
      ],
    );
    const id = rows[0]!.id;
    if (values.options.length > 0) await this.saveVariants(id, variants);
    return id;
  }

  async update(id: string, values: ProductValues, variants: VariantValues[]): Promise<void> {
    await this.db.query(
      `UPDATE catalog.products SET name = $2, description = $3, category_id = $4, images = $5, options = $6,
         brand = CASE WHEN $14 THEN brand ELSE $7 END,
         skin_types = CASE WHEN $14 THEN skin_types ELSE $8::text[] END,
         concerns = CASE WHEN $14 THEN concerns ELSE $9::text[] END,
         ingredients = CASE WHEN $14 THEN ingredients ELSE $10 END,
         how_to_use = CASE WHEN $14 THEN how_to_use ELSE $11 END,
         size = CASE WHEN $14 THEN size ELSE $12 END,
         nafdac_number = CASE WHEN $14 THEN nafdac_number ELSE $13 END, updated_at = now()
       WHERE id = $1`,
      [
        id,
        values.name,
        values.description,
        values.categoryId,
        JSON.stringify(values.images),
        JSON.stringify(values.options),
        ...beautyParams(values),
        values.keepBeauty === true,
      ],
    );
    // Without options, the one variant is the default one, whose id is the product's.
    await this.saveVariants(id, values.options.length === 0 ? [{ ...variants[0]!, id }] : variants);
  }

  /** The ids of the product's variants. */
  async variantIds(productId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      'SELECT id FROM catalog.product_variants WHERE product_id = $1',
      [productId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * The product's variants become these, in this order: the ones named by id change, the others are
   * added, and variants not named go. A variant's stock is kept when not sent.
   */
  private async saveVariants(productId: string, variants: VariantValues[]): Promise<void> {
    const kept = variants.flatMap((variant) => variant.id ?? []);
    await this.db.query(
      'DELETE FROM catalog.product_variants WHERE product_id = $1 AND NOT (id = ANY($2::uuid[]))',
      [productId, kept],
    );
    const rows = variants.map((variant, position) => ({
      id: variant.id ?? null,
      sku: variant.sku ?? null,
      options: variant.options,
      price: variant.price,
      discount_price: variant.discountPrice,
      stock: variant.stock ?? null,
      keep_stock: variant.stock === undefined,
      image_ids: variant.imageIds,
      position,
    }));
    const recordset = `jsonb_to_recordset($2::jsonb) AS x(id uuid, sku text, options jsonb, price numeric,
      discount_price numeric, stock integer, keep_stock boolean, image_ids jsonb, position integer)`;
    const params = [productId, JSON.stringify(rows)];
    await this.db.query(
      `UPDATE catalog.product_variants v SET position = x.position, sku = COALESCE(x.sku, v.sku),
         options = x.options, price = x.price, discount_price = x.discount_price,
         stock = CASE WHEN x.keep_stock THEN v.stock ELSE x.stock END, image_ids = x.image_ids, updated_at = now()
       FROM ${recordset}
       WHERE v.id = x.id AND v.product_id = $1`,
      params,
    );
    await this.db.query(
      `INSERT INTO catalog.product_variants (id, product_id, position, sku, options, price, discount_price, stock, image_ids)
       SELECT COALESCE(x.id, gen_random_uuid()), $1, x.position,
              COALESCE(x.sku, 'GLOW-' || lpad(nextval('catalog.variant_sku_number')::text, 6, '0')),
              x.options, x.price, x.discount_price, x.stock, x.image_ids
       FROM ${recordset}
       WHERE NOT EXISTS (SELECT 1 FROM catalog.product_variants v WHERE v.id = x.id)
       ORDER BY x.position`,
      params,
    );
  }

  /** The images of a product, its row locked for the rest of the transaction; undefined when there is none. */
  async lockImages(id: string): Promise<Image[] | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await this.db.query<{ images: Image[] }>(
      'SELECT images FROM catalog.products WHERE id = $1 FOR UPDATE',
      [id],
    );
    return rows[0]?.images;
  }

  async delete(id: string): Promise<void> {
    await this.db.query('DELETE FROM catalog.products WHERE id = $1', [id]);
  }
}

/** The beauty columns' values in the order brand, skin_types, concerns, ingredients, how_to_use, size, nafdac_number. */
function beautyParams(values: BeautyAttributes): unknown[] {
  return [
    values.brand,
    values.skinTypes,
    values.concerns,
    values.ingredients,
    values.howToUse,
    values.size,
    values.nafdacNumber,
  ];
}
