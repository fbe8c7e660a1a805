import type { Order } from '@glow/contracts';
import { api } from '../api/api-client';
import { badges } from '../badges/badge-counts';
import { live } from '../live/live-connection';
import { sessionStore } from '../session/session-store';

// Grows with every sign-in and sign-out: an answer for an earlier session is dropped.
let epoch = 0;
let userId: string | null | undefined;
let stopFollowing: (() => void) | null = null;

/**
 * Orders the shopper has paid for (whatever became of them later); an order still awaiting its payment,
 * or one whose payment went wrong (refund needed), is not an order placed.
 */
const paidCount = (orders: unknown[]) =>
  orders.filter((order) => (order as Partial<Order>).isPaid === true).length;

function refresh(): void {
  if (!userId) return;
  const mine = epoch;
  api.get<unknown>('/orders', { defaultMessage: 'Failed to fetch orders' }).then(
    (orders) => {
      if (mine === epoch && Array.isArray(orders)) badges.set({ orders: paidCount(orders) });
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

/** The header's orders badge: how many orders the signed-in shopper has paid for. */
export const orderCount = {
  /** Follows the session (started once by the shell); idempotent. */
  start(): () => void {
    if (!stopFollowing) {
      const unsubscribe = sessionStore.subscribe(followSession);
      // A payment confirmed after checkout (webhook) moves the order Pending → Processing.
      const stopLive = live.subscribe('orderStatusUpdated', refresh);
      followSession();
      stopFollowing = () => {
        unsubscribe();
        stopLive();
        stopFollowing = null;
        userId = undefined;
        epoch += 1;
      };
    }
    return stopFollowing;
  },
  /** Asks again (after a payment). */
  refresh,
};
