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
let owner: { userId: string } | null = null;
let client: ReturnType<typeof loadClient> | null = null;
let stopFollowing: (() => void) | null = null;
let recheckedToken: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retries = 0;

/** After a retryable refusal the client does not retry on its own: 1 s, 2 s, 4 s … at most 30 s. */
const handshakeRetry = { firstDelayMs: 1_000, maxDelayMs: 30_000 };

function cancelRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

function close(): void {
  cancelRetry();
  retries = 0;
  socket?.disconnect();
  socket = null;
  owner = null;
}

/**
 * The server closed the socket or refused it for good: its token may have been revoked (password
 * or role change elsewhere). The session asks the server, then the socket follows the answer. Once
 * per token, so a token the API accepts but the socket refuses cannot make a loop.
 */
function recheck(current: Socket): void {
  if (socket !== current) return;
  const token = readToken();
  close();
  if (recheckedToken === token) return;
  recheckedToken = token;
  void session.revalidate().then(follow);
}

/** The server could not check the token right now (its database is away): not a verdict on the session. */
function isRetryable(error: unknown): boolean {
  return (error as { data?: { retryable?: unknown } } | null)?.data?.retryable === true;
}

function retryLater(current: Socket): void {
  if (socket !== current) return;
  cancelRetry();
  const delay = Math.min(handshakeRetry.firstDelayMs * 2 ** retries, handshakeRetry.maxDelayMs);
  retries += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (socket === current) current.connect();
  }, delay);
}

function listen(current: Socket, userId: string): Socket {
  current.on('disconnect', (reason: string) => {
    if (reason === 'io server disconnect') recheck(current);
  });
  // Network errors are retried by the client itself. A refusal by the server's middleware is not:
  // a retryable one (token not checkable now) is tried again later, any other may mean revocation.
  current.on('connect_error', (error: unknown) => {
    if (current.active) return;
    if (isRetryable(error)) retryLater(current);
    else recheck(current);
  });
  current.on('connect', () => {
    if (socket !== current) return;
    retries = 0;
    current.emit('joinRoom', userId);
    for (const listener of [...connectListeners]) listener();
  });
  current.onAny((event: string, payload: unknown) => {
    if (socket !== current) return;
    for (const handler of [...(handlers.get(event as LiveEvent) ?? [])]) handler(payload);
  });
  return current;
}

/**
 * The token is read at every (re)connection, never captured: a refresh replaces it without
 * touching the open socket, and the next reconnection presents the current one.
 */
const currentToken = (send: (data: { token: string }) => void) =>
  send({ token: `Bearer ${readToken() ?? ''}` });

function open(userId: string): void {
  const wanted = { userId };
  owner = wanted;
  client ??= loadClient();
  client.then(
    ({ io }) => {
      if (owner !== wanted) return;
      socket = listen(io({ transports: ['websocket'], auth: currentToken }), userId);
    },
    () => {
      client = null;
      if (owner === wanted) owner = null;
    },
  );
}

/** Opens the socket for a signed-in user with a token; a new user gets a new socket, a new token does not. */
function follow(): void {
  const userId = readToken() ? sessionStore.get().user?._id : undefined;
  if (userId && owner?.userId === userId) return;
  close();
  if (userId) open(userId);
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
