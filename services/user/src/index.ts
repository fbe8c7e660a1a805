import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { userConfig } from './config';
import { seedAdmin } from './domain/seed-admin';
import { readSigningKey } from './domain/token-signer';
import { tokenCheckAgainstUsers } from './http/current-token';
import { closeLimiters, rateLimitsOf } from './http/rate-limit';
import { mailWorkerOf, stopMailWorker } from './mail/mail-queue';
import { userRoutes } from './http/user-routes';

/** The user service: owns users, sign-in, password reset, consent and admin user management. */
export const userService = defineService({
  name: 'user',
  schema: 'identity',
  config: userConfig,
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
  prepare: async (ctx) => {
    readSigningKey(ctx.config);
    await seedAdmin(ctx);
  },
  routes: userRoutes,
  ownTokenCheck: tokenCheckAgainstUsers,
  attach: async (_server, ctx) => {
    // Counting starts with the first request: wait (briefly) for the limiters' Redis.
    await rateLimitsOf(ctx).ready();
    // Queued mails (reset codes) are sent from the table, including those a previous run left.
    mailWorkerOf(ctx).start();
    return async () => {
      await stopMailWorker(ctx);
      await closeLimiters(ctx);
    };
  },
});

export function start(options?: StartOptions) {
  return startService(userService, options);
}
