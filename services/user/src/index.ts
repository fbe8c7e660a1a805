import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import type { Express } from 'express';
import { seedAdmin } from './accounts/domain/seed-admin';
import { adminUserApi, adminUserRoutes } from './accounts/http/admin-user-routes';
import { consentApi, consentRoutes } from './accounts/http/consent-routes';
import { profileApi, profileRoutes } from './accounts/http/profile-routes';
import { registerApi, registerRoutes } from './accounts/http/register-routes';
import { userConfig, type UserContext } from './config';
import { createUserDeps, disposeUserDeps, type UserDeps } from './deps';
import { loginApi, loginRoutes } from './login/http/login-routes';
import { mfaApi, mfaRoutes } from './mfa/http/mfa-routes';
import { resetApi, resetRoutes } from './recovery/http/reset-routes';
import { emailChangeApi, emailChangeRoutes } from './recovery/http/undo-routes';
import { createTokenSigner, readSigningKey } from './sessions/domain/token-signer';
import { tokenCheckAgainstUsers } from './sessions/http/current-token';
import { sessionApi, sessionRoutes } from './sessions/http/session-routes';

/** The user service: owns users, sign-in, password reset, consent and admin user management. */
export const userService = defineService({
  name: 'user',
  schema: 'identity',
  config: userConfig,
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
  create: createUserDeps,
  dispose: disposeUserDeps,
  prepare: async (ctx, { limits }) => {
    readSigningKey(ctx.config);
    await seedAdmin(ctx);
    // Counting starts with the first request: wait (briefly) for the limiters' Redis.
    await limits.ready();
  },
  routes: userRoutes,
  api: [
    ...registerApi,
    ...loginApi,
    ...sessionApi,
    ...mfaApi,
    ...consentApi,
    ...profileApi,
    ...resetApi,
    ...emailChangeApi,
    ...adminUserApi,
  ],
  ownTokenCheck: tokenCheckAgainstUsers,
  workers: ({ mail, sessionPurge }) => [mail, sessionPurge],
});

/** Every route of the service; /profile and /mfa come before /:id so they are never read as an id. */
function userRoutes(app: Express, ctx: UserContext, deps: UserDeps): void {
  const signer = createTokenSigner(ctx.config);
  registerRoutes(app, ctx, signer, deps.limits);
  loginRoutes(app, ctx, signer, deps.limits);
  sessionRoutes(app, ctx, signer, deps.limits);
  mfaRoutes(app, ctx, signer, deps.limits);
  consentRoutes(app, ctx);
  profileRoutes(app, ctx, signer, deps);
  resetRoutes(app, ctx, deps);
  emailChangeRoutes(app, ctx, deps);
  adminUserRoutes(app, ctx, deps);
}

export function start(options?: StartOptions) {
  return startService(userService, options);
}
