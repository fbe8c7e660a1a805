import { AppError, conflict, type Database, type Outbox } from '@glow/service-kit';
import { UnpaidOrderRepository } from '../data/unpaid-order-repository';
import { OrderTransitions } from './order-transitions';

/**
 * What unpaid orders may hold, so that nobody can take stock off sale without paying for it (OWASP
 * OAT-021, denial of inventory). The numbers and why are in the service's README ("Limits").
 */
export interface HoldLimits {
  /** Units of one product one shopper may hold unpaid. */
  perProduct: number;
  /** Units in all one shopper may hold unpaid. */
  total: number;
  /** Units of one product the orders of other shoppers from one network address may hold unpaid. */
  perAddressPerProduct: number;
}

export interface HeldLine {
  productId: string;
  name: string;
  quantity: number;
}

export const tooManyOfOne = (limit: number, name: string) =>
  `You can order at most ${limit} of ${name} at a time. Please contact us for a larger order.`;
export const tooManyInAll = (limit: number) =>
  `You can order at most ${limit} items at a time. Please contact us for a larger order.`;
export const heldFromYourNetwork = (name: string) =>
  `Too many of ${name} are waiting for payment from your network right now. Please try again in a few minutes.`;

/**
 * Refuses a checkout beyond the caps. The shopper's own earlier unpaid orders do not count: this
 * checkout replaces them (`supersedeUnpaid`). `heldFromAddress`: units of each of its products that
 * other shoppers' unpaid orders from its network address hold (`unitsHeldFrom`), when the address is known.
 */
export function refuseBeyondHoldLimits(
  limits: HoldLimits,
  lines: HeldLine[],
  heldFromAddress: Map<string, number> | undefined,
): void {
  const units = new Map<string, HeldLine>();
  for (const line of lines) {
    const seen = units.get(line.productId);
    units.set(line.productId, { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  for (const line of units.values())
    if (line.quantity > limits.perProduct) throw conflict(tooManyOfOne(limits.perProduct, line.name));
  const total = [...units.values()].reduce((sum, line) => sum + line.quantity, 0);
  if (total > limits.total) throw conflict(tooManyInAll(limits.total));
  if (!heldFromAddress) return;
  for (const line of units.values()) {
    if ((heldFromAddress.get(line.productId) ?? 0) + line.quantity > limits.perAddressPerProduct)
      throw new AppError(429, heldFromYourNetwork(line.name));
  }
}

/**
 * A new checkout of the shopper's cart replaces the orders of that cart still awaiting payment: they
 * are cancelled (their 'Complete payment' goes; a payment that still lands becomes a refund case) and
 * their holds are answered, for the catalog to give back before it takes the new order's units.
 */
export async function supersedeUnpaid(
  db: Database,
  outbox: Outbox,
  userId: string,
): Promise<{ orderId: string; hold: number }[]> {
  return db.transaction(async (client) => {
    const moves = new OrderTransitions(client, outbox);
    const replaced: { orderId: string; hold: number }[] = [];
    for (const order of await new UnpaidOrderRepository(client).lockAwaiting(userId)) {
      if (order.stockHeld) replaced.push({ orderId: order.orderId, hold: order.hold });
      await moves.moveFulfilment(order, 'Cancelled');
    }
    return replaced;
  });
}
