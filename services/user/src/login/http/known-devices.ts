import { createHmac, hkdfSync, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { parse } from 'cookie';
import type { Request, Response } from 'express';

export const knownDeviceCookieName = 'glow_device';
/** Sent with sign-in calls only (the password step and the second step under it). */
export const knownDeviceCookiePath = '/api/users/login';
const lifetimeMs = 365 * 86_400_000;

/** A browser where this account signed in before: the device's own id counts its failures apart. */
export interface KnownDevice {
  userId: string;
  deviceId: string;
}

/**
 * OWASP's "device cookies": a browser that signed in to an account gets a signed, HttpOnly cookie
 * naming the account and the device, and keeps signing in while the account is locked for
 * unknown devices (someone else guessing its password must not lock its owner out).
 */
export interface KnownDevices {
  /** The device a genuine cookie names; undefined for none or a forged one. */
  read(req: Request): KnownDevice | undefined;
  /** After a right password: this browser is a known device of `userId` (the same device when it was one). */
  remember(res: Response, userId: string, known: KnownDevice | undefined): void;
}

interface CookieSettings {
  REFRESH_COOKIE_SECURE: boolean;
}

/** Its own key, derived from the signing key: no new secret to deploy, and unrelated to any token. */
function cookieKey(signingKey: KeyObject): Buffer {
  const material = signingKey.export({ type: 'pkcs8', format: 'der' });
  return Buffer.from(hkdfSync('sha256', material, '', 'glow known-device cookie', 32));
}

export function knownDevices(signingKey: KeyObject, config: CookieSettings): KnownDevices {
  const key = cookieKey(signingKey);
  const signatureOf = (userId: string, deviceId: string) =>
    createHmac('sha256', key).update(`${userId}.${deviceId}`).digest();

  function verified(value: string | undefined): KnownDevice | undefined {
    const [userId, deviceId, signature, ...rest] = value?.split('.') ?? [];
    if (!userId || !deviceId || !signature || rest.length > 0) return undefined;
    const expected = signatureOf(userId, deviceId);
    const presented = Buffer.from(signature, 'base64url');
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return undefined;
    return { userId, deviceId };
  }

  return {
    read(req) {
      const header = req.headers.cookie;
      return header ? verified(parse(header)[knownDeviceCookieName]) : undefined;
    },
    remember(res, userId, known) {
      const deviceId = known?.userId === userId ? known.deviceId : randomBytes(16).toString('base64url');
      const signature = signatureOf(userId, deviceId).toString('base64url');
      res.cookie(knownDeviceCookieName, `${userId}.${deviceId}.${signature}`, {
        httpOnly: true,
        secure: config.REFRESH_COOKIE_SECURE,
        sameSite: 'strict',
        path: knownDeviceCookiePath,
        maxAge: lifetimeMs,
      });
    },
  };
}
