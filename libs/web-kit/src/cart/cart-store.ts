import { readCart, removeCart, writeCart, type CartItem } from '../storage/cart-mirror';
import { createStore, useStore } from '../store/create-store';

export const cartStore = createStore<readonly CartItem[]>(readCart() ?? []);

/** The cart as last known on this device, mirrored to local storage under `cart`. */
export const cart = {
  get: () => cartStore.get(),
  set(items: CartItem[]): void {
    writeCart(items);
    cartStore.set(items);
  },
  /** The mirror as stored, e.g. when a user is present again. */
  restore(): readonly CartItem[] {
    cartStore.set(readCart() ?? []);
    return cartStore.get();
  },
  clear(): void {
    removeCart();
    cartStore.set([]);
  },
  subscribe: (listener: () => void) => cartStore.subscribe(listener),
};

export function useCart(): readonly CartItem[] {
  return useStore(cartStore);
}
