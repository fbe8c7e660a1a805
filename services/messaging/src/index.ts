import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { messagingConfigSchema } from './config';
import { createMessagingDeps, disposeMessagingDeps } from './deps';
import { messagingRoutes } from './http/routes';
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
  consumers: [userDirectoryConsumer],
  attach: async (_server, _ctx, { mail }) => {
    // Queued mails are sent from the table, including those a previous run left.
    mail.start();
    return () => mail.stop();
  },
});

export function start(options?: StartOptions) {
  return startService(messagingService, options);
}
