import { lineName, type StockShortage, type StockShortageAnswer } from '@glow/contracts';
import type { StockLine } from '../data/stock-reservation-repository';
import type { StockCounter } from '../data/variant-stock';

/** How a shortage names a product the catalog no longer has (deleted since it went into a cart). */
export const unknownProductName = 'an item in your cart';

/**
 * One line per variant: a variant asked for twice is held once, for both quantities. A line that
 * names no variant names its product's default one, whose id is the product's.
 */
export function mergeLines(
  items: { productId: string; variantId?: string; quantity: number }[],
): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const { productId, variantId = productId, quantity } of items) {
    const line = merged.get(variantId);
    merged.set(variantId, { productId, variantId, quantity: (line?.quantity ?? 0) + quantity });
  }
  return [...merged.values()];
}

/** The lines the counters cannot cover, in the order asked; an unknown variant has nothing left. */
export function findShortages(lines: StockLine[], counters: Map<string, StockCounter>): StockShortage[] {
  return lines.flatMap(({ productId, variantId, quantity }) => {
    const ids = variantId === productId ? { productId } : { productId, variantId };
    const counter = counters.get(variantId);
    if (!counter) return [{ ...ids, name: unknownProductName, requested: quantity, left: 0 }];
    if (counter.stock === null || counter.stock >= quantity) return [];
    const name = lineName(counter.name, counter.choice, counter.options);
    return [{ ...ids, name, requested: quantity, left: counter.stock }];
  });
}

/** The 409's answer: its message names the first product short, as checkout shows it. */
export function shortageAnswer(shortages: StockShortage[]): StockShortageAnswer {
  const { name, left } = shortages[0]!;
  const message = left > 0 ? `Only ${left} of ${name} left.` : `Sorry, ${name} is sold out.`;
  return { message, shortages };
}
