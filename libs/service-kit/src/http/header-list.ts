import type { ServerResponse } from 'node:http';

/**
 * An answer's headers gathered before it is written, as `[name, value, name, value, …]` with
 * lowercase names: handed to `writeHead` in one go, they spare Node the merge it does when
 * `setHeader` came first (docs/PERFORMANCE.md, issue 23 §5).
 */
export type HeaderList = string[];

/** Sets the gathered headers on an answer written another way (an error, a refusal). */
export function setHeaderList(res: ServerResponse, headers: HeaderList): void {
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
}
