import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';

/** The messaging service: owns the inbox, admin messages, unread counts, contact and newsletter. */
export const messagingService = defineService({
  name: 'messaging',
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
});

export function start(options?: StartOptions) {
  return startService(messagingService, options);
}
