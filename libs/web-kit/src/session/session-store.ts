import type { User } from '@glow/contracts';
import { api, onTokenRejected } from '../api/api-client';
import { readToken, removeToken, writeToken } from '../storage/auth-token';
import { createStore } from '../store/create-store';

export interface SessionState {
  user: User | null;
  loading: boolean;
}

export const sessionStore = createStore<SessionState>({ user: null, loading: true });

let started: Promise<void> | null = null;
/** Settles when no call that replaces the token is in flight (see `whileTokenChanges`). */
let tokenChange: Promise<void> = Promise.resolve();
let tokenChangesInFlight = 0;
// A login or logout during the profile fetch wins over the fetch's late answer.
let generation = 0;

/** After a login or logout the session is known: there is nothing left to restore. */
function settle(state: SessionState): void {
  generation++;
  started ??= Promise.resolve();
  sessionStore.set(state);
}

function isUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && typeof (value as User)._id === 'string';
}

async function fetchProfile(): Promise<User | null> {
  const profile = await api.get<unknown>('/users/profile', { defaultMessage: 'Failed to fetch profile' });
  return isUser(profile) ? profile : null;
}

async function restore(): Promise<void> {
  const token = readToken();
  if (!token) {
    sessionStore.set({ user: null, loading: false });
    return;
  }
  const mine = ++generation;
  let user: User | null = null;
  try {
    user = await fetchProfile();
  } catch {
    user = null;
  }
  if (mine !== generation) return;
  if (!user) removeToken();
  sessionStore.set({ user, loading: false });
}

export const session = {
  /** Restores the session from a stored token; runs once, later calls share the first run. */
  start(): Promise<void> {
    started ??= restore();
    return started;
  },
  /** After login or register: keeps the token and sets the user. */
  login(token: string, user: User): void {
    writeToken(token);
    settle({ user, loading: false });
  },
  /** Replaces the signed-in user's details (e.g. after a profile update) without touching the token. */
  update(user: User): void {
    sessionStore.set((current) => (current.user ? { ...current, user } : current));
  },
  logout(): void {
    removeToken();
    settle({ user: null, loading: false });
  },
  /**
   * Asks the server whether the stored token still holds (e.g. after the live connection was
   * refused): a rejected token ends the session; any other failure leaves it as it is.
   */
  async revalidate(): Promise<void> {
    await tokenChange;
    if (!readToken() || !sessionStore.get().user) return;
    const user = await fetchProfile().catch(() => null);
    if (user) session.update(user);
  },
  /**
   * Runs a call that replaces the token (a password change): the server revokes the old token as
   * it answers, so the live connection may be refused, and a call may be rejected, before the
   * answer with the new token arrives. Until the call settles, rechecks and rejections of the old
   * token wait, and then judge the token stored by then.
   */
  whileTokenChanges<T>(call: Promise<T>): Promise<T> {
    tokenChangesInFlight += 1;
    const settled = call.then(
      () => undefined,
      () => undefined,
    );
    void settled.then(() => (tokenChangesInFlight -= 1));
    tokenChange = Promise.all([tokenChange, settled]).then(() => undefined);
    return call;
  },
  get: () => sessionStore.get(),
  subscribe: (listener: () => void) => sessionStore.subscribe(listener),
};

// Any call answered "this token is done for" ends the session it belongs to, unless a newer token
// (e.g. from a password change on this device) has replaced it meanwhile.
onTokenRejected((rejected) => {
  const judge = () => {
    if (readToken() === rejected) session.logout();
  };
  if (tokenChangesInFlight === 0) judge();
  else void tokenChange.then(judge);
});

export function resetSessionForTests(): void {
  started = null;
  tokenChange = Promise.resolve();
  tokenChangesInFlight = 0;
  generation++;
  sessionStore.set({ user: null, loading: true });
}
