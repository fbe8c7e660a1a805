import { useEffect } from 'react';
import { useStore, type Store } from '../store/create-store';
import { followSessionWithLists } from './synced-list';

/** A cart or favourites store, which from then on follows the session (see `followSessionWithLists`). */
export function useFollowedStore<T>(store: Store<T>): T {
  useEffect(followSessionWithLists, []);
  return useStore(store);
}
