import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { trace } from '@opentelemetry/api';

/**
 * Headers gathered before a message is written, as `[name, value, name, value, …]` with lowercase
 * names. An answer's go to `writeHead` in one go: they spare Node the merge it does when
 * `setHeader` came first (docs/PERFORMANCE.md, "Gateway overhead"). A request's go to `http.request`
 * through `requestHeaders`.
 */
export type HeaderList = string[];

/** Sets the gathered headers on an answer written another way (an error, a refusal). */
export function setHeaderList(res: ServerResponse, headers: HeaderList): void {
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
}

/**
 * Whether the http instrumentation traces a call made now (tracing/instrumentations.ts): only
 * inside a sampled span, so a call out of an unsampled request, or with tracing off, is left alone.
 */
export const callOutIsTraced = (): boolean => trace.getActiveSpan()?.isRecording() === true;

/** The list as an object; a name given more than once keeps each value, in order. */
export function headerObject(headers: readonly string[]): OutgoingHttpHeaders {
  const object: OutgoingHttpHeaders = {};
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i]!;
    const value = headers[i + 1]!;
    const earlier = object[name] as string | string[] | undefined;
    object[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  return object;
}

/**
 * A request's headers for `http.request`. The list goes as it is: Node writes it without building
 * a header object and checking each header again. But the http instrumentation copies a traced
 * call's headers with `Object.assign({}, headers)` to add its trace context, which turns a list
 * into headers named "0", "1", …: a traced call gets an object (the copy builds one anyway).
 */
export function requestHeaders(headers: HeaderList): HeaderList | OutgoingHttpHeaders {
  return callOutIsTraced() ? headerObject(headers) : headers;
}
