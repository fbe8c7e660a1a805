import { z } from 'zod';

/** Settings of the notification service, merged over the kit's base config (REDIS_URL lives there). */
export const notificationConfig = z.object({
  /** Prefix of the Socket.IO channels and the dedupe keys in Redis; instances that fan out together share it. */
  NOTIFICATION_REDIS_PREFIX: z.string().min(1).default('glow:notification'),
  /** How long an event id is remembered, so a redelivered event is not pushed twice. */
  NOTIFICATION_DEDUPE_TTL_SECONDS: z.coerce.number().int().positive().default(86_400),
  /** Socket.IO handshakes (RSA check + database read) per client IP per window. */
  HANDSHAKE_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  HANDSHAKE_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1).default(60_000),
});

export type NotificationConfig = z.infer<typeof notificationConfig>;
