import { api } from '../api/api-client';
import { badges } from '../badges/badge-counts';
import { live } from '../live/live-connection';
import { sessionStore } from '../session/session-store';
import { createUnreadCounter } from './create-unread-counter';

/** The inbox badge: started once by the shell; the inbox page hands it its mark-as-read answers. */
export const unreadCounter = createUnreadCounter({
  fetchCount: () =>
    api.get<unknown>('/inbox/unread-count', { defaultMessage: 'Failed to fetch unread count' }),
  signedInUserId: () => {
    const { user, loading } = sessionStore.get();
    return loading ? undefined : (user?._id ?? null);
  },
  onSessionChange: (listener) => sessionStore.subscribe(listener),
  onMessage(handler) {
    const stops = [live.subscribe('newMessage', handler), live.subscribe('adminMessage', handler)];
    return () => stops.forEach((unsubscribe) => unsubscribe());
  },
  onCountPushed: (handler) => live.subscribe('unreadCountUpdated', handler),
  onConnect: (listener) => live.onConnect(listener),
  show: (inbox) => badges.set({ inbox }),
  log(problem, detail) {
    // eslint-disable-next-line no-console
    console.warn(`Glow: ${problem}`, detail);
  },
});
