import type { SessionConfig } from '../../config';

export interface SessionLifetime {
  idleSeconds: number;
  maxAgeSeconds: number;
}

/** A session's idle and absolute lifetimes: admins' are short, shoppers' long (see config.ts). */
export function lifetimeFor(config: SessionConfig, isAdmin: boolean): SessionLifetime {
  return isAdmin
    ? { idleSeconds: config.ADMIN_SESSION_IDLE_TTL, maxAgeSeconds: config.ADMIN_SESSION_MAX_AGE }
    : { idleSeconds: config.SESSION_IDLE_TTL, maxAgeSeconds: config.SESSION_MAX_AGE };
}
