import type { Cart } from '@glow/contracts';
import { conflict, type Database, type Logger } from '@glow/service-kit';
import type { Upstreams } from '../clients/upstreams';
import { PaidCartRepository, type UnclearedOrder } from '../data/paid-cart-repository';

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
  async clear(txRef: string): Promise<void> {
    try {
      const order = await new PaidCartRepository(this.deps.db.pool).unclearedByTxRef(txRef);
      if (order) await this.clearOrder(order);
    } catch (error) {
      this.deps.logger.warn({ err: error, txRef }, 'could not look up the paid order for its cart');
    }
  }

  /** An order the caller has just committed as paid: its lines are known, so cart is asked at once. Never throws. */
  async clearJustPaid(order: UnclearedOrder): Promise<void> {
    await this.clearOrder(order);
  }

  /**
   * Checkout, with the cart just read: the shopper's paid orders cart has not confirmed are asked for
   * again. When cart confirms one now, the cart is read afresh (the first read may predate the
   * subtraction); if an order cart still cannot confirm has a product in the cart, the checkout is
   * refused (409). Returns the cart to check out.
   */
  async withoutPaidLines(userId: string, cart: Cart, readCart: () => Promise<Cart>): Promise<Cart> {
    const uncleared = await new PaidCartRepository(this.deps.db.pool).unclearedOf(userId);
    if (uncleared.length === 0) return cart;
    const clearedNow = await Promise.all(uncleared.map((order) => this.clearOrder(order)));
    const current = clearedNow.some(Boolean) ? await readCart() : cart;
    const inCart = new Set(current.map((line) => line.product._id));
    const stillUncleared = uncleared.filter((_, index) => !clearedNow[index]);
    if (stillUncleared.some((order) => order.items.some((item) => inCart.has(item.productId))))
      throw conflict(justPaid);
    return current;
  }

  /** Whether cart confirmed; never throws. */
  private async clearOrder({ userId, orderId, items }: UnclearedOrder): Promise<boolean> {
    try {
      await this.deps.upstreams.subtractPaid(userId, { orderId, items });
      await new PaidCartRepository(this.deps.db.pool).markCleared(orderId);
      return true;
    } catch (error) {
      this.deps.logger.warn(
        { err: error, orderId },
        'cart could not take the paid lines out now; order.paid will, and the next checkout asks again',
      );
      return false;
    }
  }
}
