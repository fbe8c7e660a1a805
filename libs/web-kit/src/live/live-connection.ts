import type { BrowserEvents } from '@glow/contracts';
import { session, sessionStore } from '../session/session-store';
import { readToken } from '../storage/auth-token';

export type LiveEvent = keyof BrowserEvents;
export type LiveHandler<E extends LiveEvent> = (payload: BrowserEvents[E]) => void;

const handlers = new Map<LiveEvent, Set<(payload: unknown) => void>>();
const connectListeners = new Set<() => void>();

// Loaded on first sign-in only: anonymous visitors never download the client.
const loadClient = () => import('socket.io-client');
type Socket = ReturnType<Awaited<ReturnType<typeof loadClient>>['io']>;

let socket: Socket | null = null;
let owner: { token: string; userId: string } | null = null;
let client: ReturnType<typeof loadClient> | null = null;
let stopFollowing: (() => void) | null = null;
let recheckedToken: string | null = null;

function close(): void {
  socket?.disconnect();
  socket = null;
  owner = null;
}

/**
 * The server closed the socket or refused it for good: its token may have been revoked (password
 * or role change elsewhere). The session asks the server, then the socket follows the answer. Once
 * per token, so a token the API accepts but the socket refuses cannot make a loop.
 */
function recheck(current: Socket, token: string): void {
  if (socket !== current) return;
  close();
  if (recheckedToken === token) return;
  recheckedToken = token;
  void session.revalidate().then(follow);
}

function listen(current: Socket, token: string, userId: string): Socket {
  current.on('disconnect', (reason: string) => {
    if (reason === 'io server disconnect') recheck(current, token);
  });
  // A refusal by the server's middleware is final (the client does not retry); network errors are retried.
  current.on('connect_error', () => {
    if (!current.active) recheck(current, token);
  });
  current.on('connect', () => {
    if (socket !== current) return;
    current.emit('joinRoom', userId);
    for (const listener of [...connectListeners]) listener();
  });
  current.onAny((event: string, payload: unknown) => {
    if (socket !== current) return;
    for (const handler of [...(handlers.get(event as LiveEvent) ?? [])]) handler(payload);
  });
  return current;
}

function open(token: string, userId: string): void {
  const wanted = { token, userId };
  owner = wanted;
  client ??= loadClient();
  client.then(
    ({ io }) => {
      if (owner !== wanted) return;
      socket = listen(io({ transports: ['websocket'], auth: { token: `Bearer ${token}` } }), token, userId);
    },
    () => {
      client = null;
      if (owner === wanted) owner = null;
    },
  );
}

/** Opens the socket for a signed-in user with a token; a new user or token gets a new socket. */
function follow(): void {
  const token = readToken();
  const userId = sessionStore.get().user?._id;
  if (token && userId && owner?.token === token && owner.userId === userId) return;
  close();
  if (token && userId) open(token, userId);
}

export const live = {
  /** Starts following the session; idempotent. Called by the shell, and by the first subscriber. */
  connect(): void {
    if (stopFollowing) return;
    stopFollowing = sessionStore.subscribe(follow);
    follow();
  },
  disconnect(): void {
    stopFollowing?.();
    stopFollowing = null;
    recheckedToken = null;
    close();
  },
  subscribe<E extends LiveEvent>(event: E, handler: LiveHandler<E>): () => void {
    live.connect();
    const set = handlers.get(event) ?? new Set();
    handlers.set(event, set);
    const untyped = handler as (payload: unknown) => void;
    set.add(untyped);
    return () => set.delete(untyped);
  },
  /** Runs on every (re)connection, e.g. to refetch what may have been missed while offline. */
  onConnect(listener: () => void): () => void {
    live.connect();
    connectListeners.add(listener);
    return () => connectListeners.delete(listener);
  },
  get connected(): boolean {
    return socket?.connected ?? false;
  },
};
