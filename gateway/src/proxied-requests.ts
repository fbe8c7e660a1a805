import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import {
  addressKey,
  errorAnswer,
  sendJson,
  setHeaderList,
  takeRequestId,
  type Auth,
  type HeaderList,
  type Limiter,
  type Logger,
  type RecordRequest,
} from '@glow/service-kit';
import { clientAddress, type TrustProxy } from './forwarding';
import type { ForwardUnder } from './proxy-routes';
import { matchPrefix } from './routes';

export interface ProxiedRequestParts {
  /** The Express app's `/api` limiter itself: one set of counters, whichever path a request takes. */
  apiLimit: Limiter;
  auth: Auth;
  logger: Logger;
  record: RecordRequest;
  trusts: TrustProxy;
  forward: ForwardUnder;
}

/** The Express app gates `/api` (apiGate in app.ts); the table's other prefixes pass ungated. */
const isGated = (prefix: string) => prefix.startsWith('/api/');

/**
 * A request under the route table, served as the Express app would serve it — request id,
 * histogram and log line, for `/api` the rate limit and then the token check, forwarded headers,
 * 502/504 — without Express's own request handling, which cost as much CPU as the forwarding
 * (docs/PERFORMANCE.md, "Gateway overhead").
 */
export function proxiedRequests(parts: ProxiedRequestParts) {
  const { apiLimit, auth, logger, record, trusts, forward } = parts;

  async function passesGate(
    req: IncomingMessage,
    res: ServerResponse,
    forClient: HeaderList,
  ): Promise<boolean> {
    if (!(await apiLimit.admit(addressKey(clientAddress(req, trusts)), res, forClient))) return false;
    // Without a token there is nothing to wait for: no extra turn of the microtask queue.
    const judged = auth.optionalClaims(req, res);
    if (judged) await judged;
    return true;
  }

  function refuse(error: unknown, req: IncomingMessage, res: ServerResponse, forClient: HeaderList): void {
    if (res.headersSent) return void res.destroy();
    const { status, body } = errorAnswer(error, logger.child({ reqId: req.headers['x-request-id'] }));
    setHeaderList(res, forClient);
    sendJson(res, status, body);
  }

  async function serve(req: IncomingMessage, res: ServerResponse, prefix: string, forClient: HeaderList) {
    if (isGated(prefix) && !(await passesGate(req, res, forClient))) return;
    forward(req, res, prefix, forClient);
  }

  return (req: IncomingMessage, res: ServerResponse, prefix: string): void => {
    // The gateway's own headers go with the service's in one writeHead (HeaderList).
    const forClient: HeaderList = ['x-request-id', takeRequestId(req)];
    record(req, res, req.url!, () => prefix);
    serve(req, res, prefix, forClient).catch((error: unknown) => refuse(error, req, res, forClient));
  };
}

/**
 * The gateway's request listener: what the route table proxies goes the lean way, everything
 * else (health, pages, files, CSP reports, the gateway's own /api answers, 404s) to Express.
 * `leftToExpress` names what Express must still see under a proxied prefix.
 */
export function gatewayListener(
  app: RequestListener,
  proxied: ReturnType<typeof proxiedRequests>,
  leftToExpress: (req: IncomingMessage) => boolean,
): RequestListener {
  return (req, res) => {
    const prefix = matchPrefix(req.url!);
    if (prefix === undefined || leftToExpress(req)) return app(req, res);
    proxied(req, res, prefix);
  };
}
