import type { TokenClaims } from '@glow/contracts';
import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { forbidden, unauthorized } from '../errors';

declare module 'express-serve-static-core' {
  interface Request {
    user?: TokenClaims;
  }
}

export interface AuthOptions {
  publicKey: string;
  /** Lets a service refuse tokens older than the user's current token version (issue: identity). */
  isRevoked?: (claims: TokenClaims) => Promise<boolean>;
}

export interface Auth {
  verify(token: string): Promise<TokenClaims>;
  optionalUser(req: Request, res: Response, next: NextFunction): void;
  requireUser(req: Request, res: Response, next: NextFunction): void;
  requireAdmin(req: Request, res: Response, next: NextFunction): void;
}

export class TokenError extends Error {}

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

function asClaims(payload: string | jwt.JwtPayload): TokenClaims {
  if (
    typeof payload === 'string' ||
    typeof payload._id !== 'string' ||
    typeof payload.isAdmin !== 'boolean'
  ) {
    throw new TokenError('Not authorized, token invalid');
  }
  return { _id: payload._id, isAdmin: payload.isAdmin, tv: typeof payload.tv === 'number' ? payload.tv : 0 };
}

/** RS256 only: a token signed any other way (`none`, HS256 with the public key) is refused. */
export function createAuth(options: AuthOptions): Auth {
  async function verify(token: string): Promise<TokenClaims> {
    let claims: TokenClaims;
    try {
      claims = asClaims(jwt.verify(token, options.publicKey, { algorithms: ['RS256'] }));
    } catch (error) {
      if (error instanceof TokenError) throw error;
      const expired = error instanceof jwt.TokenExpiredError;
      throw new TokenError(expired ? 'Not authorized, token expired' : 'Not authorized, token invalid');
    }
    if (options.isRevoked && (await options.isRevoked(claims)))
      throw new TokenError('Not authorized, token revoked');
    return claims;
  }

  function optionalUser(req: Request, res: Response, next: NextFunction): void {
    const token = bearerToken(req);
    if (token === undefined) return next();
    if (token === '') return next(unauthorized('Not authorized, malformed authorization header'));
    verify(token).then(
      (claims) => {
        req.user = claims;
        next();
      },
      (error: Error) => {
        // RFC 6750: tells a client its stored token is done for (expired, revoked, forged), unlike
        // any other 401 such as a wrong password, so it can end the session.
        res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
        next(unauthorized(error.message));
      },
    );
  }

  function requireUser(req: Request, res: Response, next: NextFunction): void {
    optionalUser(req, res, (error?: unknown) => {
      if (error) return next(error);
      next(req.user ? undefined : unauthorized('Not authorized, no token'));
    });
  }

  function requireAdmin(req: Request, res: Response, next: NextFunction): void {
    requireUser(req, res, (error?: unknown) => {
      if (error) return next(error);
      next(req.user?.isAdmin ? undefined : forbidden('Not authorized as an admin'));
    });
  }

  return { verify, optionalUser, requireUser, requireAdmin };
}
