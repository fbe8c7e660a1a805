import http from 'node:http';

export interface CallOptions {
  /** The shopper's access token (`Authorization: Bearer`). */
  token?: string;
  /** A whole `Cookie` header. */
  cookie?: string;
  body?: unknown;
  /** Where the shopper is: the gateway trusts the load balancer's `X-Forwarded-For` (`TRUST_PROXY`). */
  from: string;
  /** Read the answer's text (asked for uncompressed); otherwise it is drained compressed, as a browser gets it. */
  read?: boolean;
  accept?: string;
}

export interface StoreAnswer {
  status: number;
  text: string;
  setCookie: string[];
}

/** The reset of a reused keep-alive connection the server had just closed. */
class StaleConnection extends Error {
  constructor(readonly reset: Error) {
    super(reset.message);
  }
}

export class UnexpectedAnswer extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    text: string,
  ) {
    super(`${call} answered ${status}: ${text.slice(0, 200)}`);
  }
}

/**
 * A small client on node:http with keep-alive sockets: the generator shares the machine's two
 * cores with the store, so each request should cost it as little as possible (fetch costs several
 * times more per request).
 */
export class StoreClient {
  // The idle limit lets the agent heed the gateway's `Keep-Alive: timeout=5` (closing a second
  // early), so a POST is not sent on a connection the gateway is closing.
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 512, timeout: 4_000 });
  private readonly url: URL;

  constructor(baseUrl: string) {
    this.url = new URL(baseUrl);
  }

  /**
   * A server may close an idle keep-alive connection just as a request goes out on it; browsers
   * send an idempotent request again on a fresh connection then, and so does this client.
   */
  async call(method: string, path: string, options: CallOptions): Promise<StoreAnswer> {
    try {
      return await this.send(method, path, options);
    } catch (error) {
      if (!(error instanceof StaleConnection)) throw error;
      if (method !== 'GET') throw error.reset;
      return this.send(method, path, options);
    }
  }

  private send(method: string, path: string, options: CallOptions): Promise<StoreAnswer> {
    const headers: http.OutgoingHttpHeaders = {
      'x-forwarded-for': options.from,
      accept: options.accept ?? 'application/json',
    };
    if (!options.read) headers['accept-encoding'] = 'gzip, deflate, br, zstd';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const request = http.request(
        { agent: this.agent, host: this.url.hostname, port: this.url.port, method, path, headers },
        (response) => {
          const chunks: Buffer[] = [];
          if (options.read) response.on('data', (chunk: Buffer) => chunks.push(chunk));
          else response.resume();
          response.once('error', reject);
          response.once('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              setCookie: response.headers['set-cookie'] ?? [],
            }),
          );
        },
      );
      request.once('error', (error: NodeJS.ErrnoException) =>
        reject(request.reusedSocket && error.code === 'ECONNRESET' ? new StaleConnection(error) : error),
      );
      request.end(payload);
    });
  }

  /** The call, which must answer `expected` (200 unless said); its JSON when `read`. */
  async expect<T = unknown>(
    method: string,
    path: string,
    options: CallOptions,
    expected: number[] = [200],
  ): Promise<T> {
    const answer = await this.call(method, path, options);
    if (!expected.includes(answer.status)) {
      throw new UnexpectedAnswer(`${method} ${path.split('?')[0]}`, answer.status, answer.text);
    }
    return (options.read && answer.text ? JSON.parse(answer.text) : undefined) as T;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A distinct client address for the n-th shopper (10.x.y.z). */
export function shopperAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
