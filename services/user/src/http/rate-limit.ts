import type { ServiceContext } from '@glow/service-kit';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';

export interface LimiterOptions {
  /** Keeps this limiter's counters apart from the others' (Redis key part). */
  name: string;
  limit: number;
  windowMs: number;
  /** Counts per this key instead of per client IP (e.g. the lowercased account). */
  key?: (req: Request) => string;
  message?: string;
}

interface LimiterSettings {
  REDIS_URL?: string;
  RATE_LIMIT_PREFIX?: string;
}

const clients = new WeakMap<object, Redis>();

function redisFor(ctx: ServiceContext): Redis | undefined {
  const settings = ctx.config as LimiterSettings;
  if (!settings.REDIS_URL) return undefined;
  let client = clients.get(ctx);
  if (!client) {
    client = new Redis(settings.REDIS_URL, {
      enableOfflineQueue: true,
      maxRetriesPerRequest: 1,
      commandTimeout: 1_000,
    });
    client.on('error', (error) => ctx.logger.warn({ err: error }, 'rate limit store failed'));
    clients.set(ctx, client);
  }
  return client;
}

function redisStore(client: Redis, prefix: string): Store {
  const store = new RedisStore({
    prefix,
    sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as Promise<RedisReply>,
  });
  store.incrementScriptSha.catch(() => undefined);
  store.getScriptSha.catch(() => undefined);
  return store;
}

/**
 * A rate limiter counted in Redis when REDIS_URL is set (every instance shares the counts), in
 * memory otherwise. A Redis outage lets requests through and logs it: sign-in stays open.
 */
export function createLimiter(ctx: ServiceContext, options: LimiterOptions): RequestHandler {
  const client = redisFor(ctx);
  const prefix = (ctx.config as LimiterSettings).RATE_LIMIT_PREFIX ?? 'glow:user:rl:';
  const body = { message: options.message ?? 'Too many requests, please try again later' };
  const key = options.key;
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: client ? redisStore(client, `${prefix}${options.name}:`) : undefined,
    passOnStoreError: true,
    keyGenerator: key ? (req) => key(req) : (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req, res) => {
      res.status(429).json(body);
    },
  });
}

/** Closes the Redis connection the limiters of this service share. */
export async function closeLimiters(ctx: ServiceContext): Promise<void> {
  const client = clients.get(ctx);
  if (!client) return;
  clients.delete(ctx);
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
