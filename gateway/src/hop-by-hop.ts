import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1): each hop sets its
 * own. Forwarding a client's `Connection: close` would close the kept-alive upstream socket,
 * and a service's `Keep-Alive: timeout=5` says nothing true about the gateway's own connection.
 * An answer's `transfer-encoding` goes too: Node frames the forwarded body itself (chunked for
 * HTTP/1.1, close-delimited for an HTTP/1.0 client).
 */
const connectionHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** Plus any header the message's own `Connection` names as hop-by-hop. */
function namedIn(connection: string | undefined): Set<string> | undefined {
  if (!connection) return undefined;
  const names = connection.split(',').map((name) => name.trim().toLowerCase());
  return names.every((name) => name === 'keep-alive' || name === 'close') ? undefined : new Set(names);
}

/** The client's headers as the service should get them (parsed names are lowercase already). */
export function upstreamRequestHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = namedIn(headers.connection);
  const forwarded: OutgoingHttpHeaders = {};
  for (const name in headers) {
    if (connectionHeaders.has(name) || named?.has(name)) continue;
    forwarded[name] = headers[name];
  }
  // Node undoes only the chunking of a request body and chunks it again on the way out, so the
  // codings (`gzip, chunked`) still describe the bytes forwarded.
  if (headers['transfer-encoding'] !== undefined)
    forwarded['transfer-encoding'] = headers['transfer-encoding'];
  return forwarded;
}

/** An answer's `Connection` header(s) from its raw list, joined as Node's parsed `headers` would join them. */
function connectionOf(raw: string[]): string | undefined {
  let connection: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() !== 'connection') continue;
    connection = connection === undefined ? raw[i + 1]! : `${connection}, ${raw[i + 1]!}`;
  }
  return connection;
}

/**
 * The service's answer headers as `[name, value, name, value, …]`, raw (its spelling, repeated
 * headers such as Set-Cookie kept apart), without the hop-by-hop ones. Read from the raw list
 * only: asking the answer for its parsed `headers` would build them for every answer.
 */
export function downstreamResponseHeaders(raw: string[]): string[] {
  const named = namedIn(connectionOf(raw));
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (connectionHeaders.has(name) || named?.has(name)) continue;
    kept.push(raw[i]!, raw[i + 1]!);
  }
  return kept;
}
