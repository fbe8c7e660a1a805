import type { ServerResponse } from 'node:http';
import type { ClientRateLimitInfo } from 'express-rate-limit';

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

/**
 * What express-rate-limit writes with `standardHeaders: 'draft-7'`, for the same counts taken
 * outside Express (`Limiter.admit`): the policy, the count left, the seconds until the window
 * resets, and `Retry-After` when over the limit.
 */
export function addRateLimitHeaders(
  headers: HeaderList,
  count: ClientRateLimitInfo,
  limit: number,
  windowMs: number,
): void {
  const resetSeconds = count.resetTime
    ? Math.max(0, Math.ceil((count.resetTime.getTime() - Date.now()) / 1000))
    : Math.ceil(windowMs / 1000);
  const remaining = Math.max(limit - count.totalHits, 0);
  headers.push(
    'ratelimit-policy',
    `${limit};w=${Math.ceil(windowMs / 1000)}`,
    'ratelimit',
    `limit=${limit}, remaining=${remaining}, reset=${resetSeconds}`,
  );
  if (count.totalHits > limit) headers.push('retry-after', String(resetSeconds));
}
