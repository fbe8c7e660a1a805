import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddress from 'proxy-addr';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The client's address as the configured trusted hops (`TRUST_PROXY`) see it: the same
 * computation as Express's `req.ip`, so the gateway's own limit and the services agree.
 */
export function clientAddress(req: IncomingMessage, trusts: TrustProxy): string {
  return proxyAddress(req, trusts);
}

/**
 * Sets the x-forwarded-* headers services read. The gateway is the one place that decides who
 * the client is: x-forwarded-for becomes that single address, so a service trusting only the
 * gateway's hop (the kit's `trust proxy` is 1) can never be handed an address a client wrote.
 */
export function setForwardedHeaders(req: IncomingMessage, trusts: TrustProxy): void {
  const headers = req.headers;
  const trustIncoming = trusts(req.socket.remoteAddress ?? '', 0);
  headers['x-forwarded-for'] = clientAddress(req, trusts);
  if (!trustIncoming || !headers['x-forwarded-proto']) {
    headers['x-forwarded-proto'] = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  }
  if (!trustIncoming || !headers['x-forwarded-host']) headers['x-forwarded-host'] = headers.host ?? '';
  // Node already answered "100 Continue" to the client: the expectation is met at this hop.
  if (headers.expect !== undefined) delete headers.expect;
}
