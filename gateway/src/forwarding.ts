import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddress from 'proxy-addr';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export type TrustProxy = (address: string, hop: number) => boolean;

/** Asked twice per request (the rate limit's key, X-Forwarded-For): the answer is kept on it. */
const clientOf = Symbol('client address');
/** A socket's peer never changes: whether it is a trusted hop is asked once per connection. */
const peerTrusted = Symbol('peer trusted');

/**
 * The client's address as the configured trusted hops (`TRUST_PROXY`) see it: the same
 * computation as Express's `req.ip`, so the gateway's own limit and the services agree.
 */
export function clientAddress(req: IncomingMessage, trusts: TrustProxy): string {
  const seen = req as IncomingMessage & { [clientOf]?: string };
  return (seen[clientOf] ??= proxyAddress(req, trusts));
}

/** Whether the hop the request comes from is trusted (`TRUST_PROXY`). */
function trustsPeer(req: IncomingMessage, trusts: TrustProxy): boolean {
  const socket = req.socket as IncomingMessage['socket'] & { [peerTrusted]?: boolean };
  return (socket[peerTrusted] ??= trusts(socket.remoteAddress ?? '', 0));
}

/**
 * The x-forwarded-* headers services read, as `[name, value, …]`. The gateway is the one place
 * that decides who the client is: x-forwarded-for becomes that single address, so a service
 * trusting only the gateway's hop (the kit's `trust proxy` is 1) can never be handed an address a
 * client wrote. A trusted hop's proto and host are kept.
 */
export function forwardedHeaders(req: IncomingMessage, trusts: TrustProxy): string[] {
  const headers = req.headers;
  const trustIncoming = trustsPeer(req, trusts);
  const proto =
    (trustIncoming && headers['x-forwarded-proto']) ||
    ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = (trustIncoming && headers['x-forwarded-host']) || headers.host || '';
  return [
    'x-forwarded-for',
    clientAddress(req, trusts),
    'x-forwarded-proto',
    String(proto),
    'x-forwarded-host',
    String(host),
  ];
}

/** The same set on the request itself, for a WebSocket upgrade (http-proxy forwards `req.headers`). */
export function setForwardedHeaders(req: IncomingMessage, trusts: TrustProxy): void {
  const forwarded = forwardedHeaders(req, trusts);
  for (let i = 0; i < forwarded.length; i += 2) req.headers[forwarded[i]!] = forwarded[i + 1];
  // Node already answered "100 Continue" to the client: the expectation is met at this hop.
  if (req.headers.expect !== undefined) delete req.headers.expect;
}
