import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import type { Express } from 'express';
import { messagingConfigSchema, type MessagingContext } from './config';
import { contactApi, contactRoutes } from './contact/http/contact-routes';
import { createMessagingDeps, disposeMessagingDeps, type MessagingDeps } from './deps';
import { inboxApi, inboxRoutes } from './inbox/http/inbox-routes';
import { userDirectoryConsumer } from './inbox/messaging/user-directory.consumer';
import { newsletterApi, newsletterRoutes } from './newsletter/http/newsletter-routes';

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
  api: [...inboxApi, ...contactApi, ...newsletterApi],
  consumers: [userDirectoryConsumer],
  // Counting starts with the first request: wait (briefly) for the limiters' Redis.
  prepare: (_ctx, { limits }) => limits.ready(),
  workers: ({ mail, newsletter }) => [mail, newsletter],
});

/** Every route of the service, feature by feature. */
function messagingRoutes(app: Express, ctx: MessagingContext, deps: MessagingDeps): void {
  inboxRoutes(app, ctx);
  contactRoutes(app, ctx, deps);
  newsletterRoutes(app, ctx, deps);
}

export function start(options?: StartOptions) {
  return startService(messagingService, options);
}
