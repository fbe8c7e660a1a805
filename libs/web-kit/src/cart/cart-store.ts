import { sessionStore } from '../session/session-store';
import { readCart, removeCart, writeCart, type CartItem } from '../storage/cart-mirror';
import { createStore, useStore } from '../store/create-store';

const empty: readonly CartItem[] = [];

export const cartStore = createStore<readonly CartItem[]>(empty);

const signedInUserId = () => sessionStore.get().user?._id ?? null;

/**
 * The signed-in user's cart as last known on this device, mirrored to local storage under `cart`
 * with the user's id. Only signed-in users have a cart (spec): a visitor's stays empty.
 */
export const cart = {
  get: () => cartStore.get(),
  set(items: CartItem[]): void {
    const userId = signedInUserId();
    if (userId === null) return;
    writeCart(userId, items);
    cartStore.set(items);
  },
  /** The mirror as stored for the signed-in user (nothing for anyone else). */
  restore(): readonly CartItem[] {
    const userId = signedInUserId();
    cartStore.set((userId === null ? null : readCart(userId)) ?? empty);
    return cartStore.get();
  },
  /** Empties the cart and its mirror (logout, an emptied server cart). */
  clear(): void {
    removeCart();
    cartStore.set(empty);
  },
  subscribe: (listener: () => void) => cartStore.subscribe(listener),
};

// The cart follows the session: restored when a user is present; emptied, mirror too, when there is
// none (a logout, or a stored session that did not hold). Nothing happens while it is being checked.
let restoredFor: string | null = null;
sessionStore.subscribe(() => {
  const { user, loading } = sessionStore.get();
  if (loading) return;
  const userId = user?._id ?? null;
  if (userId === null) {
    restoredFor = null;
    cart.clear();
  } else if (userId !== restoredFor) {
    restoredFor = userId;
    cart.restore();
  }
});

export function useCart(): readonly CartItem[] {
  return useStore(cartStore);
}
