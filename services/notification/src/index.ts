import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { notificationConfig } from './config';
import { createNotificationDeps } from './deps';
import { attachRealtime } from './http/attach';
import { pushConsumer } from './messaging/push-consumer';

/**
 * The notification service: pushes bus events to browsers over Socket.IO. Its database holds only
 * the kit's tables, among them the token versions its handshake checks.
 */
export const notificationService = defineService({
  name: 'notification',
  config: notificationConfig,
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
  create: createNotificationDeps,
  consumers: [pushConsumer],
  attach: attachRealtime,
  // The handshake refuses revoked tokens; sockets already open with one are closed here.
  onTokensRevoked: async (revocation, ctx, { hub }) => {
    const closed = await hub.current().disconnectRevoked(revocation);
    if (closed > 0)
      ctx.logger.info({ userId: revocation.userId, closed }, 'sockets with revoked tokens closed');
  },
  readinessChecks: (ctx, { hub }): Record<string, () => Promise<boolean>> =>
    ctx.config.REDIS_URL ? { redis: () => hub.current().redisReachable() } : {},
});

export function start(options?: StartOptions) {
  return startService(notificationService, options);
}
