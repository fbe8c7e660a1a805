import type { Image } from '@glow/contracts';
import { isUuid, type Queryable } from '@glow/service-kit';

export interface ProductValues {
  name: string;
  description: string;
  /** 2-decimal strings, handed to PostgreSQL's numeric as they are (no float in between). */
  price: string;
  discountPrice: string | null;
  categoryId: string;
  /** Units left to sell, null when not tracked; an update without it keeps the current stock. */
  stock?: number | null;
  images: Image[];
}

/** Inserts, updates and deletes product rows; reads go through `ProductRepository`. */
export class ProductWrites {
  constructor(private readonly db: Queryable) {}

  async categoryExists(id: string): Promise<boolean> {
    const { rowCount } = await this.db.query('SELECT 1 FROM catalog.categories WHERE id = $1', [id]);
    return rowCount === 1;
  }

  async insert(values: ProductValues): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO catalog.products (name, description, price, discount_price, category_id, stock, images)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        values.name,
        values.description,
        values.price,
        values.discountPrice,
        values.categoryId,
        values.stock ?? null,
        JSON.stringify(values.images),
      ],
    );
    return rows[0]!.id;
  }

  async update(id: string, values: ProductValues): Promise<void> {
    await this.db.query(
      `UPDATE catalog.products SET name = $2, description = $3, price = $4, discount_price = $5,
         category_id = $6, stock = CASE WHEN $9 THEN $7::integer ELSE stock END, images = $8,
         updated_at = now()
       WHERE id = $1`,
      [
        id,
        values.name,
        values.description,
        values.price,
        values.discountPrice,
        values.categoryId,
        values.stock ?? null,
        JSON.stringify(values.images),
        values.stock !== undefined,
      ],
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
