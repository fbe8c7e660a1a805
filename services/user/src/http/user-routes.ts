import type { Express } from 'express';
import type { UserContext } from '../config';
import type { UserDeps } from '../deps';
import { createTokenSigner } from '../domain/token-signer';
import { adminUserApi, adminUserRoutes } from './admin-user-routes';
import { authApi, authRoutes } from './auth-routes';
import { consentApi, consentRoutes } from './consent-routes';
import { emailChangeApi, emailChangeRoutes } from '../email-change/undo-routes';
import { mfaApi, mfaRoutes } from '../mfa/mfa-routes';
import { resetApi, resetRoutes } from '../reset/reset-routes';
import { profileApi, profileRoutes } from './profile-routes';
import { sessionApi, sessionRoutes } from '../sessions/session-routes';

export const userApi = [
  ...authApi,
  ...sessionApi,
  ...mfaApi,
  ...consentApi,
  ...profileApi,
  ...resetApi,
  ...emailChangeApi,
  ...adminUserApi,
];

/** Every route of the service; /profile and /mfa come before /:id so they are never read as an id. */
export function userRoutes(app: Express, ctx: UserContext, deps: UserDeps): void {
  const signer = createTokenSigner(ctx.config);
  authRoutes(app, ctx, signer, deps.limits);
  sessionRoutes(app, ctx, signer, deps.limits);
  mfaRoutes(app, ctx, signer, deps.limits);
  consentRoutes(app, ctx);
  profileRoutes(app, ctx, signer, deps);
  resetRoutes(app, ctx, deps);
  emailChangeRoutes(app, ctx, deps);
  adminUserRoutes(app, ctx, deps);
}
