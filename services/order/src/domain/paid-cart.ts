import { lineKey, type Cart } from '@glow/contracts';
import { conflict, type Database } from '@glow/service-kit';
import type { Upstreams } from '../clients/upstreams';
import { PaidCartRepository, type UnclearedOrder } from '../data/paid-cart-repository';

export const justPaid =
  'You have just paid for these items; your cart is being updated. Please check your orders.';

/**
 * A paid order's lines leave the shopper's cart one way: cart applies `order.paid`. Until it has, a
 * shopper back on the cart could pay for the same lines again; so a checkout reads the cart naming
 * the shopper's paid orders cart has not yet confirmed, notes the ones it now confirms, and refuses
 * (409) the lines of any it still has not.
 */
export class PaidCart {
  constructor(private readonly deps: { db: Database; upstreams: Upstreams }) {}

  /** The cart to check out, read with the shopper's token; `unconfirmed` are the shopper's paid orders cart has not confirmed. */
  async cartToCheckOut(authorization: string, unconfirmed: UnclearedOrder[]): Promise<Cart> {
    const { lines, applied } = await this.deps.upstreams.cartOf(
      authorization,
      unconfirmed.map((order) => order.orderId),
    );
    if (applied.size > 0) await new PaidCartRepository(this.deps.db.pool).markCleared([...applied]);
    const inCart = new Set(lines.map((line) => line.variant?._id ?? line.product._id));
    const stillThere = unconfirmed.filter((order) => !applied.has(order.orderId));
    if (stillThere.some((order) => order.items.some((item) => inCart.has(lineKey(item)))))
      throw conflict(justPaid);
    return lines;
  }
}
