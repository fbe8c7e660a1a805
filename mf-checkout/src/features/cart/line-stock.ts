import type { CartItem, StockShortage } from '@glow/contracts';
import { maxCartQuantity, shortageSentence, stockTexts } from '@glow/web-kit';

/** What the stock allows a cart line, and what is wrong with it now. */
export interface LineStock {
  /** The most the line may hold: the cart's 99, or fewer when that is all that is left. */
  max: number;
  /** Units left when fewer than the line holds (0: sold out); null when the line is fine. */
  left: number | null;
  /** The sentence the line shows, or null. */
  problem: string | null;
}

/**
 * The line's stock from the product's own count (the cart service's copy) and from the last
 * checkout's shortage for it, whichever leaves fewer: a 409 reads the catalog itself, so its
 * sentence is shown when it is the binding one.
 */
export function lineStock({ product, quantity }: CartItem, shortage?: StockShortage): LineStock {
  const left = Math.min(product.stock ?? Infinity, shortage?.left ?? Infinity);
  const max = Math.min(maxCartQuantity, left);
  if (quantity <= left) return { max, left: null, problem: null };
  const problem =
    shortage?.left === left
      ? shortageSentence(shortage)
      : left === 0
        ? stockTexts.outOfStock
        : stockTexts.onlyLeft(left);
  return { max, left, problem };
}
