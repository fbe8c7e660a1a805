import { oneTimeCodeMethod, tokenAudience, tokenIssuer, type TokenClaims } from '@glow/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import { AppError, forbidden, unauthorized } from '../errors';
import type { Logger } from '../logger';

declare module 'express-serve-static-core' {
  interface Request {
    user?: TokenClaims;
    /** Why the bearer token was refused (expired, revoked, forged) on a route that let the request go on anonymously. */
    tokenRefusal?: string;
  }
}

export interface AuthOptions {
  publicKey: string | KeyObject;
  /** The `iss` and `aud` a token must carry; default `tokenIssuer` / `tokenAudience` from the contracts. */
  issuer?: string;
  audience?: string;
  /** Lets a service refuse tokens older than the user's current token version (issue: identity). */
  isRevoked?: (claims: TokenClaims) => Promise<boolean>;
  /** Where a failed revocation lookup is reported (the answer itself never carries it). */
  logger?: Logger;
  /** ADMIN_MFA_REQUIRED: an admin token signed in without the second factor does not act as an admin. */
  adminMfaRequired?: boolean;
}

export interface Auth {
  /** The token's claims; `TokenError` when the token is bad, `TokenCheckUnavailable` when it cannot be checked now. */
  verify(token: string): Promise<TokenClaims>;
  /**
   * `optionalUser`'s judgement of a plain Node request: undefined without a token, else the claims
   * or why the token was refused (the answer then carries `invalid_token`); rejects with a 401
   * `AppError` for a malformed header.
   */
  optionalClaims(req: IncomingMessage, res: ServerResponse): Promise<TokenJudgement> | undefined;
  /** Anonymous without a token or with a refused one (the answer then carries `invalid_token`). */
  optionalUser(req: Request, res: Response, next: NextFunction): void;
  requireUser(req: Request, res: Response, next: NextFunction): void;
  /** Lets through only a user `actsAsAdmin` accepts (403 `mfa_required` for an admin without the factor). */
  requireAdmin(req: Request, res: Response, next: NextFunction): void;
  /**
   * Whether the signed-in user may act as an admin: an admin token, signed in with the second factor
   * where ADMIN_MFA_REQUIRED asks for it. Owner-or-admin routes and the admins' socket room ask this,
   * so an admin without the factor is there a plain user, with their own things only.
   */
  actsAsAdmin(claims: TokenClaims | undefined): boolean;
}

export type TokenJudgement = { claims: TokenClaims } | { refusal: string };

/** The token itself is bad (shape, signature, expiry, revocation): the session it belongs to is over. */
export class TokenError extends Error {}

/**
 * The token could not be judged right now (the revocation lookup failed: database down, pool or
 * query timeout). Not the client's fault and not the end of its session: 503, try again.
 */
export class TokenCheckUnavailable extends AppError {
  constructor() {
    super(503, 'Service temporarily unavailable, please try again shortly');
    this.name = 'TokenCheckUnavailable';
  }
}

/** RFC 6750: tells a client its stored token is done for, unlike any other 401 such as a wrong password. */
export const invalidTokenChallenge = 'Bearer error="invalid_token"';

function bearerToken(req: IncomingMessage): string | undefined {
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
  return {
    _id: payload._id,
    isAdmin: payload.isAdmin,
    tv: typeof payload.tv === 'number' ? payload.tv : 0,
    ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
    mfa: Array.isArray(payload.amr) && payload.amr.includes(oneTimeCodeMethod),
  };
}

export const secondFactorRequired =
  'Two-factor sign-in is required for admin accounts: set it up in your profile';

/**
 * RS256 only: a token signed any other way (`none`, HS256 with the public key) is refused, and so
 * is one without the expected `iss` and `aud` (tokens issued before they existed included).
 */
export function createAuth(options: AuthOptions): Auth {
  const checks: jwt.VerifyOptions = {
    algorithms: ['RS256'],
    issuer: options.issuer ?? tokenIssuer,
    audience: options.audience ?? tokenAudience,
  };

  function signedClaims(token: string): TokenClaims {
    try {
      return asClaims(jwt.verify(token, options.publicKey, checks));
    } catch (error) {
      if (error instanceof TokenError) throw error;
      const expired = error instanceof jwt.TokenExpiredError;
      throw new TokenError(expired ? 'Not authorized, token expired' : 'Not authorized, token invalid');
    }
  }

  async function isRevoked(claims: TokenClaims): Promise<boolean> {
    if (!options.isRevoked) return false;
    try {
      return await options.isRevoked(claims);
    } catch (error) {
      options.logger?.warn({ err: error }, 'token check failed: revocation lookup unavailable');
      throw new TokenCheckUnavailable();
    }
  }

  async function verify(token: string): Promise<TokenClaims> {
    const claims = signedClaims(token);
    if (await isRevoked(claims)) throw new TokenError('Not authorized, token revoked');
    return claims;
  }

  function optionalClaims(req: IncomingMessage, res: ServerResponse): Promise<TokenJudgement> | undefined {
    const token = bearerToken(req);
    if (token === undefined) return undefined;
    if (token === '') return Promise.reject(unauthorized('Not authorized, malformed authorization header'));
    return verify(token).then(
      (claims) => ({ claims }),
      (error: unknown) => {
        if (!(error instanceof TokenError)) throw error;
        // A stale token must not break a public page: the request goes on as anonymous, and the
        // answer still tells the client to end its session. Routes that need a user answer 401.
        res.setHeader('WWW-Authenticate', invalidTokenChallenge);
        return { refusal: error.message };
      },
    );
  }

  function optionalUser(req: Request, res: Response, next: NextFunction): void {
    const judged = optionalClaims(req, res);
    if (!judged) return next();
    judged.then((judgement) => {
      if ('claims' in judgement) req.user = judgement.claims;
      else req.tokenRefusal = judgement.refusal;
      next();
    }, next);
  }

  function requireUser(req: Request, res: Response, next: NextFunction): void {
    optionalUser(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (req.user) return next();
      next(unauthorized(req.tokenRefusal ?? 'Not authorized, no token'));
    });
  }

  function actsAsAdmin(claims: TokenClaims | undefined): boolean {
    return Boolean(claims?.isAdmin && (claims.mfa || !options.adminMfaRequired));
  }

  function requireAdmin(req: Request, res: Response, next: NextFunction): void {
    requireUser(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!req.user?.isAdmin) return next(forbidden('Not authorized as an admin'));
      if (!actsAsAdmin(req.user))
        return next(new AppError(403, secondFactorRequired, undefined, { code: 'mfa_required' }));
      next();
    });
  }

  return { verify, optionalClaims, optionalUser, requireUser, requireAdmin, actsAsAdmin };
}
