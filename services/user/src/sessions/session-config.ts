import { z } from 'zod';
import { durationInSeconds } from '../domain/duration';

/**
 * How long a sign-in lasts. A session ends when it has not been refreshed for its idle lifetime or
 * at its absolute end, whichever comes first; admins' are short (OWASP ASVS level 2: 30 minutes
 * idle, 12 hours in all), shoppers stay signed in as in the best shops.
 */
export const sessionConfigSchema = z.object({
  SESSION_IDLE_TTL: durationInSeconds('7d'),
  SESSION_MAX_AGE: durationInSeconds('30d'),
  ADMIN_SESSION_IDLE_TTL: durationInSeconds('30m'),
  ADMIN_SESSION_MAX_AGE: durationInSeconds('12h'),
  /** Only the embedded mode (plain http on localhost) turns it off. */
  REFRESH_COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * How long after its exchange a refresh token may be exchanged again when the token it was
   * exchanged for is still unused (the answer was lost on the way); 0 turns it off.
   */
  REFRESH_RETRY_GRACE: durationInSeconds('5m'),
  REFRESH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  REFRESH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1).default(60_000),
});

export type SessionConfig = z.infer<typeof sessionConfigSchema>;

export interface SessionLifetime {
  idleSeconds: number;
  maxAgeSeconds: number;
}

export function lifetimeFor(config: SessionConfig, isAdmin: boolean): SessionLifetime {
  return isAdmin
    ? { idleSeconds: config.ADMIN_SESSION_IDLE_TTL, maxAgeSeconds: config.ADMIN_SESSION_MAX_AGE }
    : { idleSeconds: config.SESSION_IDLE_TTL, maxAgeSeconds: config.SESSION_MAX_AGE };
}
