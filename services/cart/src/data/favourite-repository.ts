import type { Favourites } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import { isProductGone } from './pg-errors';
import { productColumns, toProduct, type ProductRow } from './product-row';

/** Users' favourite products, joined with cart's copy of the catalogue. */
export class FavouriteRepository {
  constructor(private readonly db: Queryable) {}

  async favouritesOf(userId: string): Promise<Favourites> {
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${productColumns}
         FROM cart.favourites f JOIN cart.products p ON p.id = f.product_id
        WHERE f.user_id = $1 ORDER BY f.position DESC`,
      [userId],
    );
    return rows.map(toProduct);
  }

  /** Answers false when cart does not know the product; adding a favourite twice keeps the first. */
  async add(userId: string, productId: string): Promise<boolean> {
    try {
      const { rows } = await this.db.query<{ known: boolean }>(
        `WITH known AS (SELECT id FROM cart.products WHERE id = $2),
              added AS (INSERT INTO cart.favourites (user_id, product_id) SELECT $1, id FROM known
                        ON CONFLICT DO NOTHING)
         SELECT EXISTS (SELECT 1 FROM known) AS known`,
        [userId, productId],
      );
      return rows[0]!.known;
    } catch (error) {
      if (isProductGone(error)) return false;
      throw error;
    }
  }

  async remove(userId: string, productId: string): Promise<void> {
    await this.db.query('DELETE FROM cart.favourites WHERE user_id = $1 AND product_id = $2', [
      userId,
      productId,
    ]);
  }

  async forgetUser(userId: string): Promise<void> {
    await this.db.query('DELETE FROM cart.favourites WHERE user_id = $1', [userId]);
  }
}
