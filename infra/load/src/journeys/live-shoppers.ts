import { performance } from 'node:perf_hooks';
import { waitFor } from '@glow/testing';
import { io, type Socket } from 'socket.io-client';
import { shopperAddress, StoreClient } from './store-client';

/** The back office's account the bench signs in with (the user service seeds it: `ADMIN_*`). */
export const benchAdmin = {
  ADMIN_EMAIL: 'bench-admin@glow.test',
  ADMIN_USERNAME: 'bench-admin',
  ADMIN_PASSWORD: 'bench admin password',
};

/** Where the admin's calls come from (an address of its own, away from the shoppers' rate limits). */
const adminAddress = shopperAddress(299_999);

interface SignedIn {
  token: string;
  user: { _id: string };
}

/** A signed-in shopper with the shop open: one Socket.IO connection through the gateway. */
interface LiveShopper {
  userId: string;
  socket: Socket;
  disconnects: number;
  /** When the current disconnection began (`performance.now()`), while it lasts. */
  downSince?: number;
  /** Each reconnection's wait, from the disconnect to connected again. */
  waitsMs: number[];
  /** Inbox messages pushed to this shopper, by text. */
  received: Map<string, number>;
  /** Why reconnecting failed, by message. */
  connectErrors: Map<string, number>;
}

export interface PushCheck {
  /** Shoppers the message never reached within the wait. */
  missing: number;
  /** Shoppers it reached more than once. */
  twice: number;
}

/**
 * `count` shoppers with the shop open, as browsers: each registered, connected over WebSocket
 * only (as the web kit does) to the gateway's `/socket.io`, from an address of its own. When the
 * server closes a socket ("io server disconnect", a stopping instance), Socket.IO does not
 * reconnect on its own; the web kit checks the session and opens a new one, and so does this
 * client at once. Other drops reconnect with Socket.IO's own backoff.
 */
export class LiveShoppers {
  private constructor(
    private readonly store: StoreClient,
    private readonly shoppers: LiveShopper[],
    private readonly closed: { now: boolean },
  ) {}

  static async open(shopUrl: string, count: number, tag: string): Promise<LiveShoppers> {
    const store = new StoreClient(shopUrl);
    const shoppers: LiveShopper[] = [];
    const closed = { now: false };
    const live = new LiveShoppers(store, shoppers, closed);
    try {
      for (let n = 0; n < count; n += 1) {
        const name = `live${tag}${n}`;
        const password = 'live-shopper-password';
        const from = shopperAddress(300_000 + n);
        const signedIn = await signIn(store, '/api/users/register', from, {
          username: name,
          email: `${name}@glow.test`,
          password,
          confirmPassword: password,
        });
        shoppers.push(connect(shopUrl, signedIn, from, closed));
      }
      await waitFor(
        'every live shopper to connect',
        () => shoppers.every((one) => one.socket.connected),
        30_000,
        50,
      );
      return live;
    } catch (error) {
      live.close();
      throw error;
    }
  }

  get count(): number {
    return this.shoppers.length;
  }

  get disconnects(): number {
    return this.shoppers.reduce((sum, one) => sum + one.disconnects, 0);
  }

  /** Shoppers that lost their socket at least once. */
  get reconnectedShoppers(): number {
    return this.shoppers.filter((one) => one.disconnects > 0).length;
  }

  get waitsMs(): number[] {
    return this.shoppers.flatMap((one) => one.waitsMs);
  }

  /** Why reconnections failed, with how often, over every shopper. */
  get connectErrors(): string[] {
    const counts = new Map<string, number>();
    for (const [what, count] of this.shoppers.flatMap((one) => [...one.connectErrors]))
      counts.set(what, (counts.get(what) ?? 0) + count);
    return [...counts].map(([what, count]) => `${count} × ${what}`);
  }

  get allConnected(): boolean {
    return this.shoppers.every((one) => one.socket.connected);
  }

  async waitUntilConnected(timeoutMs: number): Promise<void> {
    await waitFor('every live shopper to be connected', () => this.allConnected, timeoutMs, 50);
  }

  /**
   * Messaging learns of a new account from `user.registered`, a moment after the registration
   * answered: waits until it knows every shopper (the admin's view of each inbox answers), as an
   * admin could only pick a shopper it lists.
   */
  async waitUntilMessagingKnowsEach(adminToken: string, timeoutMs: number): Promise<void> {
    const unknown = new Set(this.shoppers.map((one) => one.userId));
    const check = async (): Promise<boolean> => {
      for (const userId of [...unknown]) {
        const answer = await this.store.call('GET', `/api/messages/${userId}`, {
          from: adminAddress,
          token: adminToken,
          read: true,
        });
        if (answer.status === 200) unknown.delete(userId);
        else if (answer.status !== 404)
          throw new Error(`GET /api/messages answered ${answer.status}: ${answer.text}`);
      }
      return unknown.size === 0;
    };
    await waitFor('messaging to know every live shopper', check, timeoutMs, 200);
  }

  /**
   * The admin sends each shopper an inbox message (messaging → `message.sent` → notification →
   * that shopper's room): waits up to `timeoutMs` for each to arrive, then a moment for repeats.
   */
  async pushToEach(adminToken: string, text: string, timeoutMs: number): Promise<PushCheck> {
    for (const shopper of this.shoppers) {
      const answer = await this.store.call('POST', '/api/inbox/admin/send', {
        from: adminAddress,
        token: adminToken,
        body: { userId: shopper.userId, message: text },
        read: true,
      });
      if (answer.status >= 300) throw new Error(`sending ${text} answered ${answer.status}: ${answer.text}`);
    }
    const arrived = () => this.shoppers.filter((one) => one.received.has(text)).length;
    await waitFor(`"${text}" to reach every shopper`, () => arrived() === this.count, timeoutMs, 50).catch(
      () => undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return {
      missing: this.count - arrived(),
      twice: this.shoppers.filter((one) => (one.received.get(text) ?? 0) > 1).length,
    };
  }

  close(): void {
    this.closed.now = true;
    for (const shopper of this.shoppers) shopper.socket.disconnect();
    this.store.close();
  }
}

async function signIn(store: StoreClient, path: string, from: string, body: object): Promise<SignedIn> {
  const answer = await store.call('POST', path, { from, body, read: true });
  if (answer.status >= 300) throw new Error(`POST ${path} answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text) as SignedIn;
}

/** The back office's access token. */
export async function signInAdmin(shopUrl: string): Promise<string> {
  const store = new StoreClient(shopUrl);
  try {
    const body = { identifier: benchAdmin.ADMIN_EMAIL, password: benchAdmin.ADMIN_PASSWORD };
    return (await signIn(store, '/api/users/login', adminAddress, body)).token;
  } finally {
    store.close();
  }
}

function connect(
  shopUrl: string,
  { token, user }: SignedIn,
  from: string,
  closed: { now: boolean },
): LiveShopper {
  const socket = io(shopUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    extraHeaders: { 'x-forwarded-for': from },
  });
  const shopper: LiveShopper = {
    userId: user._id,
    socket,
    disconnects: 0,
    waitsMs: [],
    received: new Map(),
    connectErrors: new Map(),
  };
  socket.on('disconnect', (reason) => {
    shopper.disconnects += 1;
    shopper.downSince = performance.now();
    if (reason === 'io server disconnect') socket.connect();
  });
  // A refusal by the server's middleware is not retried by Socket.IO (the web kit retries a retryable one).
  socket.on('connect_error', (error) => {
    const why = reasonOf(error);
    shopper.connectErrors.set(why, (shopper.connectErrors.get(why) ?? 0) + 1);
    if (!socket.active) setTimeout(() => closed.now || socket.connect(), 1_000);
  });
  socket.on('connect', () => {
    if (shopper.downSince === undefined) return;
    shopper.waitsMs.push(performance.now() - shopper.downSince);
    shopper.downSince = undefined;
  });
  socket.on('adminMessage', ({ message }: { message: string }) => {
    shopper.received.set(message, (shopper.received.get(message) ?? 0) + 1);
  });
  return shopper;
}

/** A refusal's message; for a transport error also what the WebSocket saw ("Unexpected server response: 502"). */
function reasonOf(error: Error & { description?: unknown }): string {
  const seen = (error.description as { message?: unknown } | undefined)?.message;
  return typeof seen === 'string' && seen ? `${error.message}: ${seen}` : error.message;
}
