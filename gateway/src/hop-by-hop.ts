import type { IncomingHttpHeaders } from 'node:http';

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
  // What nearly every client and service sends, answered before splitting anything.
  if (!connection || connection === 'keep-alive' || connection === 'close') return undefined;
  const names = connection.split(',').map((name) => name.trim().toLowerCase());
  return names.every((name) => name === 'keep-alive' || name === 'close') ? undefined : new Set(names);
}

/**
 * The client's headers as the service should get them, then the gateway's `added` ones (the
 * x-forwarded-* and trace headers), as `[name, value, …]`: `http.request` writes such a list as it
 * is, without building a header object and checking each header again. A client's header of a
 * name in `added` is left out; parsed names are lowercase already.
 */
export function upstreamRequestHeaders(
  headers: IncomingHttpHeaders,
  added: readonly string[] = [],
): string[] {
  const named = namedIn(headers.connection);
  const forwarded: string[] = [];
  for (const name in headers) {
    if (connectionHeaders.has(name) || named?.has(name) || isAmong(name, added)) continue;
    // Node already answered "100 Continue" to the client: the expectation is met at this hop.
    if (name === 'expect') continue;
    const value = headers[name]!;
    if (typeof value === 'string') forwarded.push(name, value);
    else for (const each of value) forwarded.push(name, each);
  }
  // Node undoes only the chunking of a request body and chunks it again on the way out, so the
  // codings (`gzip, chunked`) still describe the bytes forwarded.
  const codings = headers['transfer-encoding'];
  if (codings !== undefined) forwarded.push('transfer-encoding', codings);
  for (const entry of added) forwarded.push(entry);
  return forwarded;
}

function isAmong(name: string, list: readonly string[]): boolean {
  for (let i = 0; i < list.length; i += 2) if (list[i] === name) return true;
  return false;
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
 * headers such as Set-Cookie kept apart), without the hop-by-hop ones, then the gateway's `own`
 * (lowercase names: request id, RateLimit) that the service did not send itself; a service's own
 * value wins, as it did over `setHeader` before. Read from the raw list only: asking the answer
 * for its parsed `headers` would build them for every answer.
 */
export function downstreamResponseHeaders(raw: string[], own: readonly string[] = []): string[] {
  const named = namedIn(connectionOf(raw));
  const kept: string[] = [];
  let sentByService = 0; // bit k: the service sent own header k
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (connectionHeaders.has(name) || named?.has(name)) continue;
    kept.push(raw[i]!, raw[i + 1]!);
    for (let k = 0; k < own.length; k += 2) if (own[k] === name) sentByService |= 1 << (k / 2);
  }
  for (let k = 0; k < own.length; k += 2) {
    if (!(sentByService & (1 << (k / 2)))) kept.push(own[k]!, own[k + 1]!);
  }
  return kept;
}
