import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Sets the x-forwarded-* headers services read. Unless the peer is a trusted proxy the
 * gateway is the edge, so whatever the client sent in them is replaced rather than believed.
 */
export function setForwardedHeaders(req: IncomingMessage, trusts: TrustProxy): void {
  const headers = req.headers;
  const remote = req.socket.remoteAddress ?? '';
  const trustIncoming = trusts(remote, 0);
  const prior = trustIncoming ? headers['x-forwarded-for'] : undefined;
  headers['x-forwarded-for'] = prior ? `${prior}, ${remote}` : remote;
  if (!trustIncoming || !headers['x-forwarded-proto']) {
    headers['x-forwarded-proto'] = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  }
  if (!trustIncoming || !headers['x-forwarded-host']) headers['x-forwarded-host'] = headers.host ?? '';
  // Node already answered "100 Continue" to the client; http-proxy skips its proxyReq hook
  // (where the upstream timeout is set) for requests that still carry the header.
  if (headers.expect !== undefined) delete headers.expect;
}
