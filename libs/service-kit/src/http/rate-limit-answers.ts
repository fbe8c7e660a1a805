import type { ClientRateLimitInfo } from 'express-rate-limit';
import type { HeaderList } from './header-list';

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
