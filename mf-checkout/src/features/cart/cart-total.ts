import type { CartItem, Product } from '@glow/contracts';

/** What one unit costs in the cart: the discount price when set, else the price (spec total rule). */
export const unitPrice = ({ price, discountPrice }: Pick<Product, 'price' | 'discountPrice'>): number =>
  discountPrice ?? price;

const toCents = (amount: number) => Math.round(amount * 100) / 100;

export const lineTotal = (item: CartItem): number => toCents(unitPrice(item.product) * item.quantity);

/** The items' subtotal in NGN: unit price × quantity, summed, to 2 decimals. */
export const cartSubtotal = (items: readonly CartItem[]): number =>
  toCents(items.reduce((sum, item) => sum + unitPrice(item.product) * item.quantity, 0));

export const itemCount = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);
