import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { notificationConfig } from './config';
import { pushConsumer } from './messaging/push-consumer';
import { attachRealtime } from './realtime/attach';
import { hubOf } from './realtime/hub';

/** The notification service: pushes bus events to browsers over Socket.IO. It owns no database. */
export const notificationService = defineService({
  name: 'notification',
  config: notificationConfig,
  consumers: [pushConsumer],
  attach: attachRealtime,
  readinessChecks: (ctx): Record<string, () => Promise<boolean>> =>
    ctx.config.REDIS_URL ? { redis: () => hubOf(ctx).redisReachable() } : {},
});

export function start(options?: StartOptions) {
  return startService(notificationService, options);
}
