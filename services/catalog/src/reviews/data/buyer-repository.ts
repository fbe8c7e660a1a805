import { isUuid, type Queryable } from '@glow/service-kit';

/** Who bought which product (`catalog.buyers`), for the reviews' 'Verified buyer' mark. */
export class BuyerRepository {
  constructor(private readonly db: Queryable) {}

  /** Records that the user paid for these products; a purchase known already changes nothing. */
  async record(userId: string, productIds: string[]): Promise<void> {
    const known = [...new Set(productIds.filter(isUuid))];
    if (known.length === 0) return;
    await this.db.query(
      `INSERT INTO catalog.buyers (product_id, user_id)
       SELECT product_id, $1 FROM unnest($2::uuid[]) AS x(product_id)
       ON CONFLICT DO NOTHING`,
      [userId, known],
    );
  }
}
