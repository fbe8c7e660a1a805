import type { User } from '@glow/contracts';
import { api, onTokenRejected } from '../api/api-client';
import { readToken, removeToken, writeToken } from '../storage/auth-token';
import { readSessionHint, removeSessionHint, writeSessionHint } from '../storage/session-hint';
import { createStore } from '../store/create-store';
import { oneTabAtATime } from './refresh-lock';
import { closeChannelForTests, listenToOtherTabs, tellOtherTabs } from './session-broadcast';
import { callLogout, callRefresh } from './session-calls';
import { secondsLeftOf } from './token-lifetime';

export interface SessionState {
  user: User | null;
  loading: boolean;
}

export const sessionStore = createStore<SessionState>({ user: null, loading: true });

/** The next refresh comes at this share of the access token's lifetime, well before it runs out. */
const refreshAtShare = 0.8;
/**
 * After a refresh the server gave no verdict on (offline, 5xx, a timeout), the next try: sooner at
 * first, since a blip is short, then less often, at most a minute apart. Coming back online or to the
 * tab tries at once.
 */
const firstRetryAfterMs = 2_000;
const longestRetryAfterMs = 60_000;

let started: Promise<void> | null = null;
/** Settles when no call that replaces the token is in flight (see `whileTokenChanges`). */
let tokenChange: Promise<void> = Promise.resolve();
let tokenChangesInFlight = 0;
// A login or logout during a refresh wins over the refresh's late answer.
let generation = 0;
let refreshing: Promise<string | null> | null = null;
let plannedRefresh: ReturnType<typeof setTimeout> | null = null;
/** Refreshes in a row the server gave no verdict on; while above 0 a retry is planned. */
let refreshesWithoutVerdict = 0;
let followingOtherTabs = false;

function cancelPlannedRefresh(): void {
  if (plannedRefresh) clearTimeout(plannedRefresh);
  plannedRefresh = null;
}

function planRefresh(delayMs: number): void {
  cancelPlannedRefresh();
  plannedRefresh = setTimeout(() => {
    plannedRefresh = null;
    void refresh();
  }, delayMs);
}

function retryLater(): void {
  planRefresh(Math.min(firstRetryAfterMs * 2 ** refreshesWithoutVerdict, longestRetryAfterMs));
  refreshesWithoutVerdict += 1;
}

function retryNowIfWaiting(): void {
  if (refreshesWithoutVerdict === 0) return;
  cancelPlannedRefresh();
  void refresh();
}

function keepToken(token: string, expiresIn: number | undefined): void {
  refreshesWithoutVerdict = 0;
  writeToken(token);
  writeSessionHint();
  const lifetime = expiresIn && expiresIn > 0 ? expiresIn : secondsLeftOf(token);
  if (lifetime) planRefresh(lifetime * 1000 * refreshAtShare);
}

/** After a login or logout the session is known: there is nothing left to restore. */
function settle(state: SessionState): void {
  generation++;
  started ??= Promise.resolve();
  sessionStore.set(state);
}

function end(): void {
  refreshesWithoutVerdict = 0;
  cancelPlannedRefresh();
  removeToken();
  removeSessionHint();
  settle({ user: null, loading: false });
}

const sameUser = (a: User | null, b: User): boolean =>
  a !== null &&
  a._id === b._id &&
  a.username === b.username &&
  a.email === b.email &&
  a.isAdmin === b.isAdmin;

async function runRefresh(): Promise<string | null> {
  const mine = generation;
  const answer = await oneTabAtATime(callRefresh);
  if (mine !== generation) return readToken();
  if (answer.outcome === 'renewed') {
    keepToken(answer.token, answer.expiresIn);
    // The same user again must not look like a change to the stores that follow the session.
    const current = sessionStore.get();
    if (current.loading || !sameUser(current.user, answer.user))
      sessionStore.set({ user: answer.user, loading: false });
    return answer.token;
  }
  if (answer.outcome === 'ended') {
    end();
    return null;
  }
  // No verdict (the server could not be reached, could not answer, or the answer was lost): the
  // refresh cookie still holds, so ask again later rather than sign the shopper out.
  if (readToken() || readSessionHint()) retryLater();
  return null;
}

/**
 * A new access token from the refresh cookie: the new token, or null when the session is over or
 * the server cannot say now. One call at a time in this tab (concurrent callers share it) and
 * across tabs (`oneTabAtATime`).
 */
function refresh(): Promise<string | null> {
  refreshing ??= runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function restore(): Promise<void> {
  if (readSessionHint()) await refresh();
  // Without a verdict the session stays unknown (loading) until a retry gets one: a shopper is not
  // shown as signed out, nor sent to /login, because the database was away for a moment.
  if (sessionStore.get().loading && refreshesWithoutVerdict === 0)
    sessionStore.set({ user: null, loading: false });
}

function retryWhenTheBrowserIsBack(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('online', retryNowIfWaiting);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') retryNowIfWaiting();
  });
}
retryWhenTheBrowserIsBack();

function followOtherTabs(): void {
  if (followingOtherTabs) return;
  followingOtherTabs = true;
  listenToOtherTabs((news) => {
    if (news === 'logout') {
      if (readToken() || sessionStore.get().user) end();
      return;
    }
    // A refresh already on its way may have carried the cookie from before that sign-in.
    void (refreshing ?? Promise.resolve()).then(refresh);
  });
}

/**
 * Best effort: the session is already over in the browser. A token that ran out meanwhile is
 * renewed once so the server still revokes the session and clears its cookie.
 */
async function endOnServer(token: string): Promise<void> {
  if ((await callLogout(token)) !== 401) return;
  const answer = await oneTabAtATime(callRefresh);
  if (answer.outcome === 'renewed') await callLogout(answer.token);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const session = {
  /**
   * Restores the session with the refresh cookie when this browser started one (see
   * `session-hint.ts`); runs once, later calls share the first run.
   */
  start(): Promise<void> {
    followOtherTabs();
    started ??= restore();
    return started;
  },
  /**
   * After login, register or the second sign-in step: keeps the token in memory, sets the user,
   * plans the next refresh (at ~80 % of `expiresIn` seconds, else of the token's own `exp`) and
   * tells the other tabs.
   */
  login(token: string, user: User, expiresIn?: number): void {
    followOtherTabs();
    keepToken(token, expiresIn);
    settle({ user, loading: false });
    tellOtherTabs('login');
  },
  /** Replaces the signed-in user's details (e.g. after a profile update) without touching the token. */
  update(user: User): void {
    sessionStore.set((current) => (current.user ? { ...current, user } : current));
  },
  /** Ends the session here and in the other tabs at once; the server is told on the side. */
  logout(): void {
    const token = readToken();
    end();
    tellOtherTabs('logout');
    if (token) void endOnServer(token);
  },
  /** Ends every session of the account on every device; rejects with an `ApiError` when it could not. */
  async logoutEverywhere(options: { defaultMessage?: string } = {}): Promise<void> {
    await api.post('/users/logout-all', undefined, options);
    end();
    tellOtherTabs('logout');
  },
  /**
   * Asks the server whether the session still holds (e.g. after the live connection was refused):
   * a rejected token is refreshed, a session that is over ends; any other failure leaves it as it is.
   */
  async revalidate(): Promise<void> {
    await tokenChange;
    if (!readToken() || !sessionStore.get().user) return;
    const profile = await api
      .get<User>('/users/profile', { defaultMessage: 'Failed to fetch profile' })
      .catch(() => null);
    if (profile && typeof profile._id === 'string') session.update(profile);
  },
  /**
   * Runs a call that replaces the token (a password or email change): the server revokes the old
   * token as it answers, so the live connection may be refused, and a call may be rejected, before
   * the answer with the new token arrives. Until the call settles, rechecks and rejections of the
   * old token wait, and then judge the token kept by then.
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

// A call answered "this token is done for" gets the token to try once more with: the newer one
// kept meanwhile (a refresh, a password change on this device), else a refreshed one; none when
// the session is over.
onTokenRejected(async (rejected) => {
  if (tokenChangesInFlight > 0) {
    await tokenChange;
    // The caller keeps the call's new token in its own continuation: let it run first.
    await nextTask();
  }
  const current = readToken();
  if (current !== rejected) return current;
  return refresh();
});

export function resetSessionForTests(): void {
  started = null;
  tokenChange = Promise.resolve();
  tokenChangesInFlight = 0;
  generation++;
  refreshing = null;
  refreshesWithoutVerdict = 0;
  cancelPlannedRefresh();
  removeToken();
  followingOtherTabs = false;
  closeChannelForTests();
  sessionStore.set({ user: null, loading: true });
}
