import type { Cart } from '@glow/contracts';
import { conflict, notFound, type Database } from '@glow/service-kit';
import { CartRepository } from '../data/cart-repository';
import { PaidOrderRepository } from '../data/paid-order-repository';

export const productNotFound = 'Product not found';
export const productNotInCart = 'Product not in cart';
/** The catalog's own sentence for a sold-out product at checkout. */
export const soldOut = (name: string) => `Sorry, ${name} is sold out.`;

/** A signed-in user's own cart; every change answers the whole cart as it is afterwards. */
export class ShoppingCart {
  constructor(private readonly db: Database) {}

  list(userId: string): Promise<Cart> {
    return new CartRepository(this.db.pool).cartOf(userId);
  }

  /**
   * The cart, and which of `paidOrders` have had their lines taken out: read first, so the lines,
   * read after, no longer hold any order it names (the two commit together).
   */
  async listAfterPaid(userId: string, paidOrders: string[]): Promise<{ lines: Cart; applied: string[] }> {
    const applied = await new PaidOrderRepository(this.db.pool).appliedAmong(userId, paidOrders);
    return { lines: await this.list(userId), applied };
  }

  /** Fills the line up to its cap (99, or what is left of a tracked stock); a sold-out product is a 409. */
  add(userId: string, productId: string, quantity: number): Promise<Cart> {
    return this.change(userId, async (lines) => {
      if (await lines.add(userId, productId, quantity)) return;
      const soldOutName = await lines.soldOutName(productId);
      throw soldOutName === undefined ? notFound(productNotFound) : conflict(soldOut(soldOutName));
    });
  }

  update(userId: string, productId: string, quantity: number): Promise<Cart> {
    return this.change(userId, async (lines) => {
      if (await lines.setQuantity(userId, productId, quantity)) return;
      const soldOutName = await lines.soldOutName(productId);
      if (soldOutName === undefined || !(await lines.hasLine(userId, productId))) {
        throw notFound(productNotInCart);
      }
      throw conflict(soldOut(soldOutName));
    });
  }

  /** Removing a product that is not in the cart is not an error: the cart is as asked. */
  remove(userId: string, productId: string): Promise<Cart> {
    return this.change(userId, (lines) => lines.remove(userId, productId));
  }

  clear(userId: string): Promise<Cart> {
    return this.change(userId, (lines) => lines.clear(userId));
  }

  /**
   * Each change is one statement, so it needs no transaction of its own (BEGIN and COMMIT would be
   * two more round trips per click); the answer is the cart read right after it.
   */
  private async change(userId: string, work: (lines: CartRepository) => Promise<void>): Promise<Cart> {
    const lines = new CartRepository(this.db.pool);
    await work(lines);
    return lines.cartOf(userId);
  }
}
