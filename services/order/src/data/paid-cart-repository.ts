import type { PaidCartSubtraction } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

/** A paid order whose lines cart has not yet confirmed taking out of the shopper's cart. */
export interface UnclearedOrder extends PaidCartSubtraction {
  userId: string;
}

/**
 * Paid orders and whether cart has confirmed their lines left the cart: cleared (the column keeps its
 * first name, `cart_settled_at`, which an older build still writes during a rolling upgrade).
 */
export class PaidCartRepository {
  constructor(private readonly db: Queryable) {}

  async markCleared(orderIds: string[]): Promise<void> {
    await this.db.query(
      'UPDATE orders.orders SET cart_settled_at = now() WHERE id = ANY($1) AND cart_settled_at IS NULL',
      [orderIds],
    );
  }
}
