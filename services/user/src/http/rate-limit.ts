import {
  createRateLimits,
  type LimitOptions,
  type RateLimits,
  type RateLimitSettings,
  type ServiceContext,
} from '@glow/service-kit';
import type { RequestHandler } from 'express';

// One Redis connection per running service, shared by its limiters (several instances run in
// one process in tests and in the embedded runner).
const limitsByService = new WeakMap<ServiceContext, RateLimits>();

export function rateLimitsOf(ctx: ServiceContext): RateLimits {
  let limits = limitsByService.get(ctx);
  if (!limits) {
    // Reset's part of the config does not declare the prefix; the parsed user config has it.
    const { RATE_LIMIT_PREFIX = 'glow:user:rl:' } = ctx.config as Partial<RateLimitSettings>;
    limits = createRateLimits({ REDIS_URL: ctx.config.REDIS_URL, RATE_LIMIT_PREFIX }, ctx.logger);
    limitsByService.set(ctx, limits);
  }
  return limits;
}

/** A limiter counted in Redis when REDIS_URL is set, in memory otherwise (the kit's rate limits). */
export function createLimiter(ctx: ServiceContext, options: LimitOptions): RequestHandler {
  return rateLimitsOf(ctx).create(options);
}

/** Closes the Redis connection the limiters of this service share. */
export async function closeLimiters(ctx: ServiceContext): Promise<void> {
  const limits = limitsByService.get(ctx);
  limitsByService.delete(ctx);
  await limits?.close();
}
