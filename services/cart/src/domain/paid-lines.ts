import type { PaidCartSubtraction } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import { CartRepository } from '../data/cart-repository';
import { PaidOrderRepository } from '../data/paid-order-repository';

/**
 * Takes a paid order's lines out of its buyer's cart, once per order, whoever asks first: order's call
 * right after the payment, or `order.paid`. Runs in the caller's transaction, so the record and the
 * subtraction commit together. Answers whether it subtracted.
 */
export async function subtractPaidOnce(
  client: Queryable,
  userId: string,
  { orderId, items }: PaidCartSubtraction,
): Promise<boolean> {
  if (!(await new PaidOrderRepository(client).record(orderId, userId))) return false;
  await new CartRepository(client).subtractPaid(userId, items);
  return true;
}
