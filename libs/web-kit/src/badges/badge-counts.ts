import { useMemo } from 'react';
import { useCart } from '../cart/cart-store';
import { createStore, useStore } from '../store/create-store';

export interface BadgeCounts {
  favourites: number;
  orders: number;
  inbox: number;
  cart: number;
}

type ServerCounts = Omit<BadgeCounts, 'cart'>;

const countsStore = createStore<ServerCounts>({ favourites: 0, orders: 0, inbox: 0 });

/** Set by the features that own each count; the cart count follows the cart mirror. */
export const badges = {
  set(counts: Partial<ServerCounts>): void {
    countsStore.set((current) => ({ ...current, ...counts }));
  },
  get: () => countsStore.get(),
};

export function useBadgeCounts(): BadgeCounts {
  const counts = useStore(countsStore);
  const items = useCart();
  return useMemo(
    () => ({ ...counts, cart: items.reduce((sum, item) => sum + item.quantity, 0) }),
    [counts, items],
  );
}
