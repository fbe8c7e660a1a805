import type { Cart } from '@glow/contracts';
import { badRequest, conflict, notFound, type Database } from '@glow/service-kit';
import { CartRepository, type LineRefusal } from '../data/cart-repository';
import { PaidOrderRepository } from '../data/paid-order-repository';

export const productNotFound = 'Product not found';
export const productNotInCart = 'Product not in cart';
export const variantNotFound = 'Variant not found';
/** The catalog's own sentence for a sold-out product at checkout. */
export const soldOut = (name: string) => `Sorry, ${name} is sold out.`;
/** A product with options added without a variant: 'Please choose a shade', '… a shade and size'. */
export const chooseOptions = (options: { name: string }[]) =>
  `Please choose a ${options.map((option) => option.name.toLowerCase()).join(' and ')}`;

/** Which line of the cart: a variant of a product; without `variantId`, the product's default variant. */
export interface LineRef {
  productId: string;
  variantId?: string;
}

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

  /**
   * Fills the variant's line up to its cap (99, or what is left of a tracked stock). A sold-out
   * variant is a 409; a product with options needs its variant named (400).
   */
  add(userId: string, line: LineRef, quantity: number): Promise<Cart> {
    const variantId = line.variantId ?? line.productId;
    return this.change(userId, async (lines) => {
      if (await lines.add(userId, line.productId, variantId, quantity)) return;
      throw whyNotAdded(line, await lines.refusal(line.productId, variantId));
    });
  }

  update(userId: string, line: LineRef, quantity: number): Promise<Cart> {
    const variantId = line.variantId ?? line.productId;
    return this.change(userId, async (lines) => {
      if (await lines.setQuantity(userId, variantId, quantity)) return;
      const { soldOutName } = await lines.refusal(line.productId, variantId);
      if (soldOutName === undefined || !(await lines.hasLine(userId, variantId))) {
        throw notFound(productNotInCart);
      }
      throw conflict(soldOut(soldOutName));
    });
  }

  /** Removing a line that is not in the cart is not an error: the cart is as asked. */
  remove(userId: string, line: LineRef): Promise<Cart> {
    return this.change(userId, (lines) => lines.remove(userId, line.variantId ?? line.productId));
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

function whyNotAdded(line: LineRef, { options, soldOutName }: LineRefusal): Error {
  if (options === undefined) return notFound(productNotFound);
  if (soldOutName !== undefined) return conflict(soldOut(soldOutName));
  if (line.variantId === undefined && options.length > 0) return badRequest(chooseOptions(options));
  return notFound(variantNotFound);
}
