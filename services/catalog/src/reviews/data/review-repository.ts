import type { Review } from '@glow/contracts';
import { isUuid, type Queryable } from '@glow/service-kit';

/** Shown for a review whose author the catalog has not heard of yet (its user.* events still on the way). */
export const unknownAuthor = 'Glow shopper';

interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string;
  username: string | null;
  rating: number;
  comment: string;
  created_at: Date;
  updated_at: Date;
  verified_buyer: boolean;
}

const reviewColumns = `r.id, r.product_id, r.user_id, a.username, r.rating, r.comment, r.created_at, r.updated_at,
  EXISTS (SELECT 1 FROM catalog.buyers b WHERE b.product_id = r.product_id AND b.user_id = r.user_id::text)
    AS verified_buyer`;
const fromReviews = 'FROM catalog.reviews r LEFT JOIN catalog.review_authors a ON a.user_id = r.user_id';

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    productId: row.product_id,
    user: { _id: row.user_id, username: row.username ?? unknownAuthor },
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    verifiedBuyer: row.verified_buyer,
  };
}

export interface ReviewAggregate {
  averageRating: number;
  numReviews: number;
}

export class ReviewRepository {
  constructor(private readonly db: Queryable) {}

  async listForProduct(productId: string): Promise<Review[]> {
    const { rows } = await this.db.query<ReviewRow>(
      `SELECT ${reviewColumns} ${fromReviews} WHERE r.product_id = $1 ORDER BY r.created_at DESC, r.id`,
      [productId],
    );
    return rows.map(toReview);
  }

  async findById(id: string): Promise<Review | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await this.db.query<ReviewRow>(
      `SELECT ${reviewColumns} ${fromReviews} WHERE r.id = $1`,
      [id],
    );
    return rows[0] && toReview(rows[0]);
  }

  /** Answers undefined when this user already reviewed the product. */
  async insert(
    productId: string,
    userId: string,
    rating: number,
    comment: string,
  ): Promise<string | undefined> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO catalog.reviews (product_id, user_id, rating, comment) VALUES ($1, $2, $3, $4)
       ON CONFLICT (product_id, user_id) DO NOTHING RETURNING id`,
      [productId, userId, rating, comment],
    );
    return rows[0]?.id;
  }

  async update(id: string, rating: number, comment: string): Promise<void> {
    await this.db.query(
      'UPDATE catalog.reviews SET rating = $2, comment = $3, updated_at = now() WHERE id = $1',
      [id, rating, comment],
    );
  }

  async delete(id: string): Promise<void> {
    await this.db.query('DELETE FROM catalog.reviews WHERE id = $1', [id]);
  }

  /** Takes the product row's lock, so review changes to one product run one after another. */
  async lockProduct(productId: string): Promise<boolean> {
    if (!isUuid(productId)) return false;
    const { rowCount } = await this.db.query('SELECT 1 FROM catalog.products WHERE id = $1 FOR UPDATE', [
      productId,
    ]);
    return rowCount === 1;
  }

  /** Recounts the product's rating from its reviews and stores it; call with the product locked. */
  async recount(productId: string): Promise<ReviewAggregate> {
    const { rows } = await this.db.query<{ average_rating: string; num_reviews: number }>(
      `UPDATE catalog.products p
         SET average_rating = s.average, num_reviews = s.count, updated_at = now()
         FROM (SELECT coalesce(round(avg(rating), 2), 0) AS average, count(*)::int AS count
                 FROM catalog.reviews WHERE product_id = $1) s
       WHERE p.id = $1
       RETURNING p.average_rating, p.num_reviews`,
      [productId],
    );
    const row = rows[0]!;
    return { averageRating: Number(row.average_rating), numReviews: row.num_reviews };
  }

  async saveAuthor(userId: string, username: string): Promise<void> {
    await this.db.query(
      `INSERT INTO catalog.review_authors (user_id, username) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET username = excluded.username`,
      [userId, username],
    );
  }

  async forgetAuthor(userId: string): Promise<void> {
    await this.db.query('DELETE FROM catalog.review_authors WHERE user_id = $1', [userId]);
  }
}
