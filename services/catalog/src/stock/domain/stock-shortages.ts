import type { StockShortage, StockShortageAnswer } from '@glow/contracts';
import type { StockCounter } from '../data/product-stock';
import type { StockLine } from '../data/stock-reservation-repository';

/** How a shortage names a product the catalog no longer has (deleted since it went into a cart). */
export const unknownProductName = 'an item in your cart';

/** One line per product: a product asked for twice is held once, for both quantities. */
export function mergeLines(items: StockLine[]): StockLine[] {
  const merged = new Map<string, number>();
  for (const { productId, quantity } of items) merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/** The lines the counters cannot cover, in the order asked; an unknown product has nothing left. */
export function findShortages(lines: StockLine[], counters: Map<string, StockCounter>): StockShortage[] {
  return lines.flatMap(({ productId, quantity }) => {
    const counter = counters.get(productId);
    if (!counter) return [{ productId, name: unknownProductName, requested: quantity, left: 0 }];
    if (counter.stock === null || counter.stock >= quantity) return [];
    return [{ productId, name: counter.name, requested: quantity, left: counter.stock }];
  });
}

/** The 409's answer: its message names the first product short, as checkout shows it. */
export function shortageAnswer(shortages: StockShortage[]): StockShortageAnswer {
  const { name, left } = shortages[0]!;
  const message = left > 0 ? `Only ${left} of ${name} left.` : `Sorry, ${name} is sold out.`;
  return { message, shortages };
}
