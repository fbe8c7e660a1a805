import type { Cart } from '@glow/contracts';
import { notFound, type Database } from '@glow/service-kit';
import { CartRepository } from '../data/cart-repository';

export const productNotFound = 'Product not found';
export const productNotInCart = 'Product not in cart';

/** A signed-in user's own cart; every change answers the whole cart as it is afterwards. */
export class ShoppingCart {
  constructor(private readonly db: Database) {}

  list(userId: string): Promise<Cart> {
    return new CartRepository(this.db.pool).cartOf(userId);
  }

  add(userId: string, productId: string, quantity: number): Promise<Cart> {
    return this.change(userId, async (lines) => {
      if (!(await lines.add(userId, productId, quantity))) throw notFound(productNotFound);
    });
  }

  update(userId: string, productId: string, quantity: number): Promise<Cart> {
    return this.change(userId, async (lines) => {
      if (!(await lines.setQuantity(userId, productId, quantity))) throw notFound(productNotInCart);
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
