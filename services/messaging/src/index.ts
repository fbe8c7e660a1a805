import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { messagingConfigSchema } from './config';
import { createMessagingDeps, disposeMessagingDeps } from './deps';
import { messagingApi, messagingRoutes } from './http/routes';
import { userDirectoryConsumer } from './users/user-directory.consumer';

export type { MessagingDeps } from './deps';

/** The messaging service: owns the inbox, admin messages, unread counts, contact and newsletter. */
export const messagingService = defineService({
  name: 'messaging',
  schema: 'messaging',
  config: messagingConfigSchema,
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
  create: createMessagingDeps,
  dispose: disposeMessagingDeps,
  routes: messagingRoutes,
  api: messagingApi,
  consumers: [userDirectoryConsumer],
  attach: async (_server, _ctx, { mail, newsletter, limits }) => {
    // Counting starts with the first request: wait (briefly) for the limiters' Redis.
    await limits.ready();
    // Queued mails and newsletter deliveries are sent from their tables, including what a previous run left.
    mail.start();
    newsletter.start();
    return async () => {
      await newsletter.stop();
      await mail.stop();
    };
  },
});

export function start(options?: StartOptions) {
  return startService(messagingService, options);
}
