import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { HeaderList } from '@glow/service-kit';
import type { RequestHandler } from 'express';
import { forwardedHeaders, setForwardedHeaders, type TrustProxy } from './forwarding';
import { matchPrefix, serviceOf, websocketPrefix, type ServiceName } from './routes';
import type { UpstreamProxy } from './upstream-proxy';

export type Upstreams = Record<ServiceName, UpstreamProxy>;

export type ForwardUnder = (
  req: IncomingMessage,
  res: ServerResponse,
  prefix: string,
  forClient?: HeaderList,
) => void;

/** Sends a request under a table prefix to its service, path and query unchanged; `forClient`: see `Forward`. */
export function forwardUnder(upstreams: Upstreams, trusts: TrustProxy): ForwardUnder {
  return (req, res, prefix, forClient) => {
    upstreams[serviceOf(prefix)!].web(req, res, forwardedHeaders(req, trusts), forClient);
  };
}

/** `forwardUnder` as Express middleware, for what the lean path leaves to Express (proxied-requests.ts). */
export function proxyRoutes(upstreams: Upstreams, trusts: TrustProxy): RequestHandler {
  const forward = forwardUnder(upstreams, trusts);
  return (req, res, next) => {
    const prefix = matchPrefix(req.url);
    if (prefix === undefined) return next();
    res.locals.route = prefix;
    forward(req, res, prefix);
  };
}

/** The http server's `upgrade` listener: WebSockets under /socket.io go to notification, others are refused. */
export function upgradeRoute(upstreams: Upstreams, trusts: TrustProxy) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    if (matchPrefix(req.url ?? '') !== websocketPrefix) return void socket.destroy();
    setForwardedHeaders(req, trusts);
    upstreams.notification.upgrade(req, socket, head);
  };
}
