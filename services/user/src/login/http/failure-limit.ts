import { setHeaderList, type HeaderList, type Limiter, type RateLimits } from '@glow/service-kit';
import type { Response } from 'express';

export interface FailureLimitOptions {
  /** Keeps these counters apart from the other limiters' (Redis key part). */
  name: string;
  /** Failures allowed in a window; the next attempt is refused until the window ends. */
  limit: number;
  windowMs: number;
  message: string;
}

/** Counts failures only (a wrong password), never what succeeds, and refuses before the password is checked. */
export interface FailureLimit {
  /** True when `key` used up its failures in this window: a 429 with Retry-After has been answered. */
  refuse(key: string, res: Response): Promise<boolean>;
  /** Counts one failure of `key` and adds its RateLimit headers; true when that went over and answered 429. */
  countFailure(key: string, res: Response): Promise<boolean>;
}

interface StoredCount {
  totalHits: number;
}

type CountReader = (key: string) => Promise<StoredCount | undefined> | StoredCount | undefined;

/**
 * The kit's limiter is express-rate-limit's middleware, whose `getKey` (part of that library's
 * documented API, though not of the kit's `Limiter` type) reads a key's count without adding to it.
 */
function countReaderOf(limiter: Limiter, name: string): CountReader {
  const getKey = (limiter as Limiter & { getKey?: CountReader }).getKey;
  if (typeof getKey !== 'function')
    throw new Error(`rate limit ${name}: the limiter cannot read a count without adding to it`);
  return getKey;
}

export function failureLimit(limits: RateLimits, options: FailureLimitOptions): FailureLimit {
  const limiter = limits.create(options);
  const readCount = countReaderOf(limiter, options.name);

  async function failuresSoFar(key: string): Promise<number> {
    try {
      const hits = (await readCount(key))?.totalHits;
      // Redis answers no count for a key it does not hold (the store reads it as NaN).
      return typeof hits === 'number' && Number.isFinite(hits) ? hits : 0;
    } catch {
      // The store is unreachable: not limiting, as every limiter of the kit (it logs the outage).
      return 0;
    }
  }

  return {
    async refuse(key, res) {
      if ((await failuresSoFar(key)) < options.limit) return false;
      // Counted on top (the window does not move), so the kit answers its 429 with the usual headers.
      return !(await limiter.admit(key, res, []));
    },
    async countFailure(key, res) {
      const headers: HeaderList = [];
      if (!(await limiter.admit(key, res, headers))) return true;
      setHeaderList(res, headers);
      return false;
    },
  };
}
