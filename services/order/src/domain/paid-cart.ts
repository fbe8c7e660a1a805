import type { Cart } from '@glow/contracts';
import { conflict, type Database, type Logger } from '@glow/service-kit';
import type { Upstreams } from '../clients/upstreams';
import { PaidCartRepository, type UnsettledOrder } from '../data/paid-cart-repository';

export const justPaid =
  'You have just paid for these items; your cart is being updated. Please check your orders.';

/**
 * The paid lines leave the shopper's cart as soon as order knows the order is paid: order asks cart
 * (idempotent per order, the same once as cart's order.paid consumer) right after the payment's
 * transaction, and notes when cart confirmed. `order.paid` still does it when the call fails.
 */
export class PaidCart {
  constructor(private readonly deps: { db: Database; upstreams: Upstreams; logger: Logger }) {}

  /** After the order paying with `txRef` was committed as paid. Never throws: the event is the fallback. */
  async settle(txRef: string): Promise<void> {
    try {
      const order = await new PaidCartRepository(this.deps.db.pool).unsettledByTxRef(txRef);
      if (order) await this.settleOrder(order);
    } catch (error) {
      this.deps.logger.warn({ err: error, txRef }, 'could not look up the paid order for its cart');
    }
  }

  /** An order the caller has just committed as paid: its lines are known, so cart is asked at once. Never throws. */
  settleJustPaid(order: UnsettledOrder): Promise<void> {
    return this.settleOrder(order);
  }

  /**
   * Checkout, with the cart just read: the shopper's paid orders cart has not confirmed are asked for
   * again, and if any of their products is in the cart it is refused (409). The cart was read before
   * that answer, so even a confirmation now cannot vouch for it; the next checkout reads it afresh.
   */
  async refuseUnsettledLines(userId: string, cart: Cart): Promise<void> {
    const unsettled = await new PaidCartRepository(this.deps.db.pool).unsettledOf(userId);
    if (unsettled.length === 0) return;
    await Promise.all(unsettled.map((order) => this.settleOrder(order)));
    const inCart = new Set(cart.map((line) => line.product._id));
    if (unsettled.some((order) => order.items.some((item) => inCart.has(item.productId))))
      throw conflict(justPaid);
  }

  private async settleOrder({ userId, orderId, items }: UnsettledOrder): Promise<void> {
    try {
      await this.deps.upstreams.subtractPaid(userId, { orderId, items });
      await new PaidCartRepository(this.deps.db.pool).markSettled(orderId);
    } catch (error) {
      this.deps.logger.warn(
        { err: error, orderId },
        'cart could not take the paid lines out now; order.paid will, and the next checkout asks again',
      );
    }
  }
}
