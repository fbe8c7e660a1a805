import type { Product } from '@glow/contracts';
import { safeStorage } from './safe-storage';

export interface CartItem {
  product: Product;
  quantity: number;
}

const key = 'cart';

function isCartItem(value: unknown): value is CartItem {
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

function parse(text: string): CartItem[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every(isCartItem) ? value : null;
  } catch {
    return null;
  }
}

export function readCart(): CartItem[] | null {
  const text = safeStorage.read(key);
  if (text === null) return null;
  const items = parse(text);
  if (items === null) safeStorage.remove(key);
  return items;
}

export function writeCart(items: CartItem[]): void {
  safeStorage.write(key, JSON.stringify(items));
}

export function removeCart(): void {
  safeStorage.remove(key);
}
