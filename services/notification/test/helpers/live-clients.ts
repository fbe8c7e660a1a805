import { io, type Socket } from 'socket.io-client';

export interface Received {
  event: string;
  payload: unknown;
}

export interface LiveClient {
  socket: Socket;
  received: Received[];
  /** Resolves with the first payload of `event` (past or future) that `match` accepts. */
  waitFor<T = Record<string, unknown>>(
    event: string,
    match?: (payload: T) => boolean,
    timeoutMs?: number,
  ): Promise<T>;
  /** Payloads of `event` received so far. */
  all<T = Record<string, unknown>>(event: string): T[];
}

export interface ConnectOptions {
  token?: string;
  headers?: Record<string, string>;
}

/** Real socket.io-client sockets over the websocket transport, all closed by `closeAll`. */
export class LiveClients {
  private readonly sockets: Socket[] = [];

  open(url: string, options: ConnectOptions = {}): Socket {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: options.token === undefined ? {} : { token: options.token },
      extraHeaders: options.headers,
    });
    this.sockets.push(socket);
    return socket;
  }

  async connect(url: string, options: ConnectOptions = {}): Promise<LiveClient> {
    const socket = this.open(url, options);
    const received: Received[] = [];
    const waiters = new Set<() => void>();
    socket.onAny((event: string, payload: unknown) => {
      received.push({ event, payload });
      for (const wake of waiters) wake();
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(new Error(`socket refused: ${error.message}`)));
    });

    const all = <T>(event: string) =>
      received.filter((item) => item.event === event).map((item) => item.payload as T);
    const waitFor = <T>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 3_000) =>
      new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = all<T>(event).find(match);
          if (found === undefined) return;
          finish();
          resolve(found);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no ${event} arrived within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    return { socket, received, waitFor, all };
  }

  /** The reason the server gave for refusing the handshake; fails if the socket connects. */
  refusal(url: string, options: ConnectOptions = {}): Promise<string> {
    const socket = this.open(url, options);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => reject(new Error('the socket was accepted')));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  }

  closeAll(): void {
    for (const socket of this.sockets.splice(0)) socket.disconnect();
  }
}
