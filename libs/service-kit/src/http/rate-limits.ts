import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Logger } from '../logger';
import { sendJson } from './json-answer';
import { setHeaderList, type HeaderList } from './header-list';
import { addRateLimitHeaders } from './rate-limit-answers';

export interface LimitOptions {
  /** Keeps this limiter's counters apart from the others' (Redis key part). */
  name: string;
  limit: number;
  windowMs: number;
  /** Counts per this key instead of per client IP (e.g. the lowercased account). */
  key?: (req: Request) => string;
  message?: string;
}

/**
 * A client's address as a limiter key: an IPv6 address stands for its /56 network, since one
 * client may hold a whole block of addresses (express-rate-limit's own default).
 */
export const addressKey = (address: string): string => ipKeyGenerator(address);

export const clientAddressKey = (req: Request): string => addressKey(req.ip ?? '');

/** Counts one hit for `key`; true while the key is within its limit (or the store is unreachable). */
export type KeyedLimiter = (key: string) => Promise<boolean>;

/** A limiter as Express middleware, and the same limit on the same counters for a plain Node request. */
export interface Limiter extends RequestHandler {
  /**
   * The middleware's work outside Express, counted for `key` (the client's `addressKey`): adds the
   * RateLimit headers to the answer's `headers` and, over the limit, answers 429 `{ message }`
   * itself with all of them. Resolves true when the request may go on (as it does when the store
   * is unreachable).
   */
  admit(key: string, res: ServerResponse, headers: HeaderList): Promise<boolean>;
}

export interface RateLimits {
  readonly store: 'redis' | 'memory';
  /** Resolves once Redis is connected, or after `timeoutMs` (the service starts anyway). */
  ready(timeoutMs?: number): Promise<void>;
  /** A limiter with its own counters, shared by every instance on the same Redis. */
  create(options: LimitOptions): Limiter;
  /** The same counters for what is not an Express route (a Socket.IO handshake). */
  keyed(options: Pick<LimitOptions, 'name' | 'limit' | 'windowMs'>): KeyedLimiter;
  close(): Promise<void>;
}

export interface RateLimitSettings {
  REDIS_URL?: string | undefined;
  RATE_LIMIT_PREFIX: string;
}

/** Logs a repeating failure (Redis down) once per interval instead of once per request. */
function throttled(log: (error: unknown) => void, intervalMs = 10_000) {
  let last = 0;
  return (error: unknown) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    log(error);
  };
}

/** express-rate-limit's own checks (`ERR_ERL_PERMISSIVE_TRUST_PROXY`, …) carry a code like this. */
function checkCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_ERL_') ? code : undefined;
}

/**
 * The logger express-rate-limit reports to. It calls `error(error, context)` for a failing store
 * ("error from store, allowing request without rate-limiting") and `error(error)` / `warn(error)`
 * for a failed check of its configuration: each reaches the log as what it is.
 */
function limiterLog(logger: Logger, logStoreError: (error: unknown) => void) {
  return {
    error(error: unknown, context?: string) {
      const code = checkCode(error);
      if (code) logger.error({ err: error, code }, `rate limit misconfigured: ${(error as Error).message}`);
      else if (context?.includes('store')) logStoreError(error);
      else logger.error({ err: error }, `rate limit: ${context ?? (error as Error).message}`);
    },
    warn(error: unknown) {
      logger.warn({ err: error, code: checkCode(error) }, `rate limit: ${(error as Error).message}`);
    },
  };
}

function redisStore(client: Redis, prefix: string): Store {
  const store = new RedisStore({
    prefix,
    sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as Promise<RedisReply>,
  });
  // The store loads its scripts eagerly and reloads them on first use if Redis was away.
  store.incrementScriptSha.catch(() => undefined);
  store.getScriptSha.catch(() => undefined);
  return store;
}

/**
 * Rate limiters counted in Redis when REDIS_URL is set (every instance shares the counts), in
 * memory otherwise. A Redis outage lets requests through and says so in the log: the shop stays
 * open rather than refusing everyone. Answers 429 `{ message }`.
 */
export function createRateLimits(settings: RateLimitSettings, logger: Logger): RateLimits {
  const logStoreError = throttled((error) =>
    logger.warn({ err: error }, 'rate limit store failed: not limiting'),
  );
  const client = settings.REDIS_URL
    ? new Redis(settings.REDIS_URL, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: 1_000,
      })
    : undefined;
  client?.on('error', logStoreError);
  const limiterLogger = limiterLog(logger, logStoreError);

  return {
    store: client ? 'redis' : 'memory',
    async ready(timeoutMs = 2_000) {
      if (!client || client.status === 'ready') return;
      let timer: NodeJS.Timeout | undefined;
      const connected = new Promise<void>((resolve) => client.once('ready', resolve));
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([connected, waited]);
      clearTimeout(timer);
      if ((client.status as string) !== 'ready')
        logger.warn('rate limit store not reachable yet: not limiting until it is');
    },
    create(options) {
      const body = { message: options.message ?? 'Too many requests, please try again later' };
      const store = client
        ? redisStore(client, `${settings.RATE_LIMIT_PREFIX}${options.name}:`)
        : new MemoryStore();
      const middleware = rateLimit({
        windowMs: options.windowMs,
        limit: options.limit,
        // draft-8 hashes the client key (sha256) on every request; draft-7 says the same without it.
        standardHeaders: 'draft-7',
        legacyHeaders: false,
        store,
        passOnStoreError: true,
        logger: limiterLogger,
        ...(options.key ? { keyGenerator: options.key } : {}),
        handler: (_req, res) => {
          res.status(429).json(body);
        },
      });
      const admit = async (key: string, res: ServerResponse, headers: HeaderList): Promise<boolean> => {
        let count;
        try {
          count = await store.increment(key);
        } catch (error) {
          logStoreError(error);
          return true;
        }
        addRateLimitHeaders(headers, count, options.limit, options.windowMs);
        if (count.totalHits <= options.limit) return true;
        setHeaderList(res, headers);
        sendJson(res, 429, body);
        return false;
      };
      return Object.assign(middleware, { admit });
    },
    keyed(options) {
      const store = client
        ? redisStore(client, `${settings.RATE_LIMIT_PREFIX}${options.name}:`)
        : new MemoryStore();
      void store.init?.({ windowMs: options.windowMs } as Options);
      return async (key) => {
        try {
          return (await store.increment(key)).totalHits <= options.limit;
        } catch (error) {
          logStoreError(error);
          return true;
        }
      };
    },
    async close() {
      if (client?.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client?.disconnect();
    },
  };
}
