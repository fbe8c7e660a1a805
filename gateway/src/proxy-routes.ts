import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { sendJson, setHeaderList, type HeaderList } from '@glow/service-kit';
import type { RequestHandler } from 'express';
import { forwardedHeaders, setForwardedHeaders, type TrustProxy } from './forwarding';
import { matchPrefix, serviceOf, websocketPrefix, type SandboxName, type ServiceName } from './routes';
import type { UpstreamProxy } from './upstream-proxy';

/** Every service's; the payment sandbox's only where its address is set (test mode). */
export type Upstreams = Record<ServiceName, UpstreamProxy> & Partial<Record<SandboxName, UpstreamProxy>>;

export type ForwardUnder = (
  req: IncomingMessage,
  res: ServerResponse,
  prefix: string,
  forClient?: HeaderList,
) => void;

/** Sends a request under a table prefix to its service, path and query unchanged; `forClient`: see `Forward`. */
export function forwardUnder(upstreams: Upstreams, trusts: TrustProxy): ForwardUnder {
  return (req, res, prefix, forClient) => {
    const upstream = upstreams[serviceOf(prefix)!];
    if (upstream) return upstream.web(req, res, forwardedHeaders(req, trusts), forClient);
    if (forClient) setHeaderList(res, forClient);
    sendJson(res, 404, { message: `Not found: ${req.method} ${req.url!.split('?')[0]}` });
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
