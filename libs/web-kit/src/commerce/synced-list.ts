import { api } from '../api/api-client';
import { errorText } from '../query/error-text';
import { sessionStore } from '../session/session-store';
import { createStore } from '../store/create-store';
import { toast } from '../toast/toast-store';

export interface ListStatus {
  /** The server has answered for the signed-in user at least once. */
  loaded: boolean;
  loading: boolean;
  /** The last load's failure, as the screen shows it. */
  error: string | null;
}

interface SyncedListOptions<T> {
  path: string;
  loadFailed: string;
  accepts(value: unknown): value is T;
  /** What this device kept for the user, shown until the server answers. */
  restore?(userId: string): readonly T[] | null;
  /** Called with every list the user now has (null: nobody is signed in, the list is empty). */
  changed?(userId: string | null, items: readonly T[]): void;
}

const idle: ListStatus = { loaded: false, loading: false, error: null };

const starters: (() => void)[] = [];
let following = false;
const sessionUserId = () => sessionStore.get().user?._id ?? null;

/**
 * From the first call on, every list follows the session. The commerce hooks and actions call it,
 * so the lists load on any page that shows a cart or favourite state — in the app, every page, since
 * the header counts both — and code that never shows them makes no calls.
 */
export function followSessionWithLists(): void {
  if (following) return;
  following = true;
  starters.forEach((start) => start());
}

/**
 * A list the server keeps per signed-in user (the cart, the favourites): loaded when a user is
 * present, emptied when none, and replaced by the full list every call answers. An answer meant for
 * a user who has since left, or older than one already shown, is dropped.
 */
export function createSyncedList<T>(options: SyncedListOptions<T>) {
  const empty: readonly T[] = [];
  const items = createStore<readonly T[]>(empty);
  const status = createStore<ListStatus>(idle);
  let owner: string | null = null;
  let sent = 0;
  let shown = 0;
  let loading: Promise<void> | null = null;

  function set(next: readonly T[]): void {
    const userId = sessionUserId();
    if (userId === null) return;
    items.set(next);
    options.changed?.(userId, next);
  }

  /** Sends a call answering the full list, shows that list, and gives it back; throws on failure. */
  async function send(call: () => Promise<unknown>): Promise<readonly T[]> {
    const forUser = owner;
    const mine = ++sent;
    const answer = await call();
    if (!Array.isArray(answer)) throw new Error(`${options.path} answered something other than a list`);
    const next = answer.filter((value) => options.accepts(value));
    if (forUser !== null && forUser === owner && mine > shown) {
      shown = mine;
      items.set(next);
      options.changed?.(forUser, next);
    }
    return next;
  }

  async function fetchList(forUser: string): Promise<void> {
    status.set((current) => ({ ...current, loading: true, error: null }));
    try {
      await send(() => api.get<unknown>(options.path, { defaultMessage: options.loadFailed }));
      if (forUser === owner) status.set({ loaded: true, loading: false, error: null });
    } catch (error) {
      if (forUser !== owner) return;
      const message = errorText(error, options.loadFailed);
      status.set((current) => ({ ...current, loading: false, error: message }));
      toast.error(message);
    }
  }

  /** (Re)loads the signed-in user's list; a load already under way is shared. */
  function load(): Promise<void> {
    if (owner === null) return Promise.resolve();
    if (loading) return loading;
    const current = fetchList(owner).finally(() => {
      if (loading === current) loading = null;
    });
    loading = current;
    return current;
  }

  // Nobody signed in always clears: a stored session that did not hold leaves no mirror behind.
  function follow(userId: string | null): void {
    if (userId !== null && userId === owner) return;
    owner = userId;
    loading = null;
    shown = sent;
    status.set(idle);
    if (userId === null) {
      items.set(empty);
      options.changed?.(null, empty);
      return;
    }
    items.set(options.restore?.(userId) ?? empty);
    void load();
  }

  function restore(): readonly T[] {
    const userId = sessionUserId();
    items.set((userId === null ? null : options.restore?.(userId)) ?? empty);
    return items.get();
  }

  // Nothing happens while a stored session is being checked; a user who stays the same (a profile
  // update) keeps the list.
  const followSession = () => {
    const { user, loading: checking } = sessionStore.get();
    if (!checking) follow(user?._id ?? null);
  };
  const start = () => {
    sessionStore.subscribe(followSession);
    followSession();
  };
  if (following) start();
  else starters.push(start);

  return { items, status, set, send, load, restore, owner: () => owner };
}
