import type { CartItem } from '@glow/contracts';
import { safeStorage } from './safe-storage';

export type { CartItem };

const key = 'cart';

/** A cart line worth showing: a product with an id and a finite price, and a whole quantity above 0. */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const { product, quantity } = value as { product?: unknown; quantity?: unknown };
  if (typeof product !== 'object' || product === null) return false;
  const { _id, price } = product as { _id?: unknown; price?: unknown };
  return (
    typeof _id === 'string' &&
    typeof price === 'number' &&
    Number.isFinite(price) &&
    Number.isInteger(quantity) &&
    (quantity as number) > 0
  );
}

/** The mirror names its owner, so another user (or a visitor) on the same device never sees it. */
interface CartMirror {
  userId: string;
  items: CartItem[];
}

function parse(text: string): CartMirror | null {
  try {
    const value = JSON.parse(text) as Partial<CartMirror> | null;
    if (typeof value !== 'object' || value === null || typeof value.userId !== 'string') return null;
    const { userId, items } = value;
    return Array.isArray(items) && items.every(isCartItem) ? { userId, items } : null;
  } catch {
    return null;
  }
}

/**
 * The cart mirrored for `userId`. A corrupt mirror, or one another user left on this device, is
 * removed and gives null.
 */
export function readCart(userId: string): CartItem[] | null {
  const text = safeStorage.read(key);
  if (text === null) return null;
  const mirror = parse(text);
  if (mirror?.userId === userId) return mirror.items;
  safeStorage.remove(key);
  return null;
}

export function writeCart(userId: string, items: readonly CartItem[]): void {
  safeStorage.write(key, JSON.stringify({ userId, items: [...items] } satisfies CartMirror));
}

export function removeCart(): void {
  safeStorage.remove(key);
}
