import { AppError, type Queryable } from '@glow/service-kit';
import { UnpaidOrderRepository } from '../data/unpaid-order-repository';

export const tooManyUnpaidOrders = (limit: number) =>
  `You have ${limit} orders awaiting payment. Please complete or wait for one of them before placing another.`;

/**
 * A shopper holds at most `limit` orders awaiting payment: each one holds stock and keeps payment
 * asking the provider, so a runaway script (or a stuck button) cannot pile them up.
 */
export async function refuseBeyondUnpaidLimit(db: Queryable, userId: string, limit: number): Promise<void> {
  const awaiting = await new UnpaidOrderRepository(db).countAwaitingPayment(userId);
  if (awaiting >= limit) throw new AppError(429, tooManyUnpaidOrders(limit));
}
