import type { Product } from '@glow/contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { badges } from '../badges/badge-counts';
import { createSyncedList, followSessionWithLists } from '../commerce/synced-list';
import { useFollowedStore } from '../commerce/use-followed-store';

export const loadFavouritesFailed = 'Failed to load favourites.';

const isProduct = (value: unknown): value is Product =>
  typeof value === 'object' && value !== null && typeof (value as Product)._id === 'string';

/** The signed-in user's favourite products, as the server last answered; the header badge counts them. */
const list = createSyncedList<Product>({
  path: '/favourites',
  loadFailed: loadFavouritesFailed,
  accepts: isProduct,
  changed: (_, products) => badges.set({ favourites: products.length }),
});

export const favourites = {
  get: () => list.items.get(),
  has: (productId: string) => list.items.get().some((product) => product._id === productId),
  load(): Promise<void> {
    followSessionWithLists();
    return list.load();
  },
  /** Runs a favourites call that answers the full list, which then is the list; throws on failure. */
  send(call: () => Promise<unknown>) {
    followSessionWithLists();
    return list.send(call);
  },
  subscribe: (listener: () => void) => list.items.subscribe(listener),
};

export function useFavourites(): readonly Product[] {
  return useFollowedStore(list.items);
}

export function useFavouritesStatus() {
  return useFollowedStore(list.status);
}

/** Whether the product is among the signed-in user's favourites (a heart's pressed state). */
export function useIsFavourite(productId: string): boolean {
  useEffect(followSessionWithLists, []);
  const isFavourite = useCallback(() => favourites.has(productId), [productId]);
  return useSyncExternalStore(list.items.subscribe, isFavourite, isFavourite);
}
