import type { CartItem, Order } from '@glow/contracts';
import { createSyncedList, followSessionWithLists } from '../commerce/synced-list';
import { isCartItem, readCart, removeCart, writeCart } from '../storage/cart-mirror';
import { useFollowedStore } from '../commerce/use-followed-store';
import { lineKeyOf } from '../variants/variant-names';

export const loadCartFailed = 'Failed to load cart.';

/**
 * The signed-in user's cart: restored from the device's mirror (local storage `cart`, naming its
 * user) as soon as the user is known, then replaced by the server's answer. Only signed-in users
 * have a cart (spec): a visitor's stays empty.
 */
const list = createSyncedList<CartItem>({
  path: '/cart',
  loadFailed: loadCartFailed,
  accepts: isCartItem,
  restore: readCart,
  changed: (userId, items) => (userId === null ? removeCart() : writeCart(userId, items)),
});

export const cartStore = list.items;

export const cart = {
  get: () => list.items.get(),
  /** Shows `items` as the signed-in user's cart and mirrors it; nobody signed in keeps nothing. */
  set: (items: readonly CartItem[]) => list.set(items),
  /** The mirror as stored for the signed-in user (nothing for anyone else). */
  restore: () => list.restore(),
  /** Empties the cart on this device and its mirror, without asking the server. */
  clear(): void {
    removeCart();
    list.items.set([]);
  },
  /**
   * A paid order's lines leave the cart shown at once: the server takes them out when it hears of the
   * payment (`order.paid`, usually within a second), and the next load shows its cart.
   */
  takeOutPaid(order: Pick<Order, 'orderItems'>): void {
    // Each shade is its own line: only the shade bought leaves.
    const bought = new Map(order.orderItems.map((item) => [lineKeyOf(item), item.quantity]));
    list.set(
      list.items.get().flatMap((line) => {
        const left = line.quantity - (bought.get(lineKeyOf(line)) ?? 0);
        return left > 0 ? [{ ...line, quantity: left }] : [];
      }),
    );
  },
  /** Loads the signed-in user's cart from the server (it also loads on sign-in). */
  load(): Promise<void> {
    followSessionWithLists();
    return list.load();
  },
  /** Runs a cart call that answers the full cart, which then is the cart; throws on failure. */
  send(call: () => Promise<unknown>) {
    followSessionWithLists();
    return list.send(call);
  },
  subscribe: (listener: () => void) => list.items.subscribe(listener),
};

export function useCart(): readonly CartItem[] {
  return useFollowedStore(list.items);
}

export function useCartStatus() {
  return useFollowedStore(list.status);
}
