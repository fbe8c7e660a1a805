import { lineKey, lineName, type Order, type OrderItem, type OrderLineRef } from '@glow/contracts';
import type { StockLine } from '../data/order-repository';

/** What tells an order's lines apart: the variant's id, else the product's (its default variant's). */
export const itemKey = (item: OrderItem): string => item.variant?._id ?? item.product._id;

/** The line as a refund or a return names it: its product, and its variant where it has one. */
export const itemRef = (item: OrderItem): OrderLineRef =>
  item.variant
    ? { productId: item.product._id, variantId: item.variant._id }
    : { productId: item.product._id };

/** The line's name for screens and mail: 'Matte Lip Crayon — Shade: Chestnut'. */
export const itemName = (item: OrderItem): string => lineName(item.product.name, item.variant?.options);

/** The order's line a refund or a return names; undefined when it has none. */
export const findItem = (order: Order, ref: OrderLineRef): OrderItem | undefined =>
  order.orderItems.find((item) => itemKey(item) === lineKey(ref));

/** `quantity` units of a line, as events carry them (its variant where the product has options). */
export function unitsOf(item: OrderItem, quantity = item.quantity): StockLine {
  const productId = item.product._id;
  return item.variant ? { productId, quantity, variant: item.variant } : { productId, quantity };
}

/** Units of the order's lines that refunds or returns name, as events carry them. */
export const unitsOfLines = (order: Order, lines: (OrderLineRef & { quantity: number })[]): StockLine[] =>
  lines.flatMap((line) => {
    const item = findItem(order, line);
    return item ? [unitsOf(item, line.quantity)] : [];
  });
