import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { userConfig } from './config';
import { seedAdmin } from './domain/seed-admin';
import { readSigningKey } from './domain/token-signer';
import { tokenCheckAgainstUsers } from './http/current-token';
import { createUserDeps, disposeUserDeps } from './deps';
import { userApi, userRoutes } from './http/user-routes';

/** The user service: owns users, sign-in, password reset, consent and admin user management. */
export const userService = defineService({
  name: 'user',
  schema: 'identity',
  config: userConfig,
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
  create: createUserDeps,
  dispose: disposeUserDeps,
  prepare: async (ctx) => {
    readSigningKey(ctx.config);
    await seedAdmin(ctx);
  },
  routes: userRoutes,
  api: userApi,
  ownTokenCheck: tokenCheckAgainstUsers,
  attach: async (_server, _ctx, { limits, mail, sessionPurge }) => {
    // Counting starts with the first request: wait (briefly) for the limiters' Redis.
    await limits.ready();
    // Queued mails (reset codes) are sent from the table, including those a previous run left.
    mail.start();
    sessionPurge.start();
    return async () => {
      await sessionPurge.stop();
      await mail.stop();
    };
  },
});

export function start(options?: StartOptions) {
  return startService(userService, options);
}
