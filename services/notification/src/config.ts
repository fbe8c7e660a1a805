import { z } from 'zod';

/** Settings of the notification service, merged over the kit's base config (REDIS_URL lives there). */
export const notificationConfig = z.object({
  NOTIFICATION_REDIS_PREFIX: z
    .string()
    .min(1)
    .default('glow:notification')
    .describe(
      'Prefix of the Socket.IO channels and the dedupe keys in Redis; instances that fan out together share it.',
    ),
  NOTIFICATION_DEDUPE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(86_400)
    .describe('How long an event id is remembered, so a redelivered event is not pushed twice.'),
  HANDSHAKE_RATE_LIMIT_PER_IP: z.coerce
    .number()
    .int()
    .min(1)
    .default(60)
    .describe('Socket.IO handshakes (an RSA check and a database read each) per client address per window.'),
  HANDSHAKE_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60_000)
    .describe("The handshake limit's window."),
});

export type NotificationConfig = z.infer<typeof notificationConfig>;
