import { unauthorized } from '@glow/service-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { UserContext } from '../config';
import { currentTokenVersion } from '../data/user-repository';
import { isUuid } from './ids';

/**
 * The kit's auth checks signature and expiry; here, where the users live, a token also stops
 * working the moment its user is deleted or its token version moves on (password or role change).
 */
export function requireCurrentToken(ctx: UserContext): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const claims = req.user;
    if (!claims || !isUuid(claims._id)) return next(unauthorized('Not authorized, token revoked'));
    currentTokenVersion(ctx.db.pool, claims._id).then(
      (version) => next(version === claims.tv ? undefined : unauthorized('Not authorized, token revoked')),
      next,
    );
  };
}

export function userGuard(ctx: UserContext): RequestHandler[] {
  return [ctx.auth.requireUser, requireCurrentToken(ctx)];
}

export function adminGuard(ctx: UserContext): RequestHandler[] {
  return [ctx.auth.requireAdmin, requireCurrentToken(ctx)];
}
