import { AppError, type RateLimits, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { UserContext } from '../../config';
import { endAllSessions, endSession, refreshSession } from '../domain/sessions';
import type { TokenSigner } from '../domain/token-signer';
import { answerSignedIn, clearRefreshCookie, readRefreshCookie } from './refresh-cookie';

export const sessionApi: RouteDescription[] = [
  { method: 'post', path: '/api/users/refresh', summary: 'A new access token from the refresh cookie' },
  { method: 'post', path: '/api/users/logout', access: 'user', status: 204, summary: 'Ends this session' },
  {
    method: 'post',
    path: '/api/users/logout-all',
    access: 'user',
    status: 204,
    summary: 'Ends every session of the user',
  },
];

const refusesTheCookie = (error: unknown): boolean => error instanceof AppError && error.status === 401;

export function sessionRoutes(app: Express, ctx: UserContext, signer: TokenSigner, limits: RateLimits): void {
  const refreshesPerIp = limits.create({
    name: 'refresh-ip',
    limit: ctx.config.REFRESH_RATE_LIMIT_PER_IP,
    windowMs: ctx.config.REFRESH_RATE_LIMIT_WINDOW_MS,
    message: 'Too many requests, please try again later',
  });

  app.post('/api/users/refresh', refreshesPerIp, async (req, res) => {
    try {
      answerSignedIn(res, ctx, await refreshSession(ctx, signer, readRefreshCookie(req)));
    } catch (error) {
      // A refused cookie is of no further use to the browser; after a passing failure (the database
      // away, 503) the same cookie still renews the session once the service can answer again.
      if (refusesTheCookie(error)) clearRefreshCookie(res, ctx.config);
      throw error;
    }
  });

  app.post('/api/users/logout', ctx.auth.requireUser, async (req, res) => {
    const sessionId = req.user!.sid;
    if (sessionId) await ctx.db.transaction((client) => endSession(client, ctx, sessionId, 'logout'));
    clearRefreshCookie(res, ctx.config);
    res.status(204).end();
  });

  app.post('/api/users/logout-all', ctx.auth.requireUser, async (req, res) => {
    await endAllSessions(ctx, req.user!._id);
    clearRefreshCookie(res, ctx.config);
    res.status(204).end();
  });
}
