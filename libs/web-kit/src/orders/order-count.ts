import { api } from '../api/api-client';
import { badges } from '../badges/badge-counts';
import { sessionStore } from '../session/session-store';

// Grows with every sign-in and sign-out: an answer for an earlier session is dropped.
let epoch = 0;
let userId: string | null | undefined;
let stopFollowing: (() => void) | null = null;

function refresh(): void {
  if (!userId) return;
  const mine = epoch;
  api.get<unknown>('/orders', { defaultMessage: 'Failed to fetch orders' }).then(
    (orders) => {
      if (mine === epoch && Array.isArray(orders)) badges.set({ orders: orders.length });
    },
    // The badge keeps its last count; the orders page shows its own error.
    () => undefined,
  );
}

function followSession(): void {
  const { user, loading } = sessionStore.get();
  const next = loading ? undefined : (user?._id ?? null);
  if (next === undefined || next === userId) return;
  userId = next;
  epoch += 1;
  badges.set({ orders: 0 });
  refresh();
}

/** The header's orders badge: how many orders the signed-in shopper has placed. */
export const orderCount = {
  /** Follows the session (started once by the shell); idempotent. */
  start(): () => void {
    if (!stopFollowing) {
      const unsubscribe = sessionStore.subscribe(followSession);
      followSession();
      stopFollowing = () => {
        unsubscribe();
        stopFollowing = null;
        userId = undefined;
        epoch += 1;
      };
    }
    return stopFollowing;
  },
  /** Asks again (after checkout placed an order). */
  refresh,
};
