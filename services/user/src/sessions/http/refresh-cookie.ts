import { parse } from 'cookie';
import type { Request, Response } from 'express';
import type { UserContext } from '../../config';
import type { SignedIn } from '../domain/sessions';

export const refreshCookieName = 'glow_refresh';
/** The browser sends the cookie to the refresh call only, never with any other request. */
export const refreshCookiePath = '/api/users/refresh';

interface CookieSettings {
  REFRESH_COOKIE_SECURE: boolean;
}

function attributes(config: CookieSettings) {
  return {
    httpOnly: true,
    secure: config.REFRESH_COOKIE_SECURE,
    sameSite: 'strict',
    path: refreshCookiePath,
  } as const;
}

export function setRefreshCookie(
  res: Response,
  config: CookieSettings,
  token: string,
  expiresAt: Date,
): void {
  res.cookie(refreshCookieName, token, { ...attributes(config), expires: expiresAt });
}

export function clearRefreshCookie(res: Response, config: CookieSettings): void {
  res.clearCookie(refreshCookieName, attributes(config));
}

export function readRefreshCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  return header ? parse(header)[refreshCookieName] : undefined;
}

/** A sign-in's answer: the access token in the body, the refresh token in its cookie. */
export function answerSignedIn(res: Response, ctx: UserContext, signedIn: SignedIn, status = 200): void {
  setRefreshCookie(res, ctx.config, signedIn.refresh.token, signedIn.refresh.expiresAt);
  res.status(status).json(signedIn.answer);
}
