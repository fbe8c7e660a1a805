import { lineKey, type Order, type OrderLineRef, type RefundedLine } from '@glow/contracts';
import { badRequest, conflict } from '@glow/service-kit';
import { notShippedYet, shippingStatuses } from './order-lifecycle';
import { findItem, itemKey, itemName, itemRef } from './order-lines';
import { partCounts } from './refundable';

/** What a return may name: the units of a shipped, paid order that are still with the buyer. */

export const nothingToReturn = 'Every item of this order has been returned already.';
export const noSuchReturnLine = 'This order has no line for one of the products to return.';
export const tooManyReturned = (left: number, name: string) => `At most ${left} of ${name} can be returned.`;

/** Units of a line that left with the buyer and have not been named by a return yet. */
function unitsAway(order: Order): Map<string, number> {
  const away = new Map<string, number>();
  const add = (lines: RefundedLine[] | undefined) => {
    for (const line of lines ?? []) away.set(lineKey(line), (away.get(lineKey(line)) ?? 0) + line.quantity);
  };
  // Lines refunded before shipping never left; lines of a return came (or are coming) back.
  for (const part of order.refunds.filter(partCounts)) if (part.returnNumber === undefined) add(part.lines);
  for (const recorded of order.returns ?? []) if (recorded.status !== 'withdrawn') add(recorded.lines);
  return away;
}

/** The units of each line a return may still name: a paid order's, once it shipped; undefined when none. */
export function returnableOf(order: Order): NonNullable<Order['returnable']> | undefined {
  if (!order.isPaid || !shippingStatuses.has(order.status)) return undefined;
  const away = unitsAway(order);
  const lines = order.orderItems
    .map((item) => ({
      ...itemRef(item),
      name: itemName(item),
      quantity: item.quantity - (away.get(itemKey(item)) ?? 0),
    }))
    .filter((line) => line.quantity > 0);
  return lines.length > 0 ? lines : undefined;
}

/** Checks the lines a return names against what may still be returned; answers them with their names. */
export function returnLines(order: Order, asked: (OrderLineRef & { quantity: number })[]): RefundedLine[] {
  if (!shippingStatuses.has(order.status)) throw conflict(notShippedYet);
  const returnable = returnableOf(order);
  if (!returnable) throw conflict(nothingToReturn);
  return asked.map((line) => {
    const item = findItem(order, line);
    if (!item) throw badRequest(noSuchReturnLine);
    const left = returnable.find((each) => lineKey(each) === lineKey(line))?.quantity ?? 0;
    if (line.quantity > left) throw badRequest(tooManyReturned(left, itemName(item)));
    return { ...itemRef(item), name: itemName(item), quantity: line.quantity };
  });
}
