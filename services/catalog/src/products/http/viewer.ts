import { randomUUID } from 'node:crypto';
import { parse } from 'cookie';
import type { Request, Response } from 'express';

/** The browser's own id for co-views, set only for visitors who accepted cookies. */
export const visitorCookie = 'glow_visitor';
const consentCookie = 'consent';
const visitorIdShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const yearMs = 365 * 24 * 60 * 60 * 1000;

/**
 * Who is viewing, for co-views: the signed-in shopper, else a visitor who accepted cookies (given an
 * HttpOnly id cookie on first view), else nobody — a visitor without consent is not tracked at all.
 */
export function viewerOf(req: Request, res: Response): string | undefined {
  if (req.user) return `user:${req.user._id}`;
  const cookies = parse(req.headers.cookie ?? '');
  if (cookies[consentCookie] !== 'accepted') return undefined;
  let id = cookies[visitorCookie];
  if (!id || !visitorIdShape.test(id)) {
    id = randomUUID();
    res.cookie(visitorCookie, id, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: yearMs,
      secure: req.secure,
    });
  }
  return `visitor:${id}`;
}
