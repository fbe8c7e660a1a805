import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Where the browser may load from beyond the shop's own origin (the gateway's `CSP_*` settings). */
export interface BrowserPolicyOrigins {
  /** Payment providers: their checkout scripts, the frames those open and the calls they make. */
  payment: readonly string[];
  /** Microfrontends served from another origin (a CDN): scripts, manifests, styles, fonts, images. */
  remotes: readonly string[];
  /** Product pictures served from another origin. */
  images: readonly string[];
  /** The API or the socket on another origin. */
  connect: readonly string[];
}

export interface BrowserPolicyOptions {
  origins: BrowserPolicyOrigins;
  /** `Strict-Transport-Security` max-age in seconds; 0 sends none. */
  hstsMaxAge: number;
}

/** The Content-Security-Policy of the shell's page and every file of the shell and remotes. */
export function contentSecurityPolicy(origins: BrowserPolicyOrigins): Record<string, string[]> {
  const { payment, remotes, images, connect } = origins;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...payment],
    // style-loader puts each CSS module into a <style> element at run time (the remotes' CSS
    // travels inside their chunks): without a nonce per page those need 'unsafe-inline'. Scripts
    // never do. React's style={…} writes through the CSSOM, which style-src does not govern.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...images],
    'font-src': ["'self'", 'data:', ...remotes],
    // 'self' covers the same-origin socket too (ws:/wss: on the page's host, CSP level 3).
    'connect-src': ["'self'", ...remotes, ...connect, ...payment],
    // The providers' checkout windows are iframes; the sandbox's (test mode) is under /sandbox here.
    'frame-src': ["'self'", ...payment],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Powerful features nothing in the shop uses are off; the Payment Request API only for the providers. */
export function permissionsPolicy(paymentOrigins: readonly string[]): string {
  const payment = ['self', ...paymentOrigins.map((origin) => `"${origin}"`)].join(' ');
  return `camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(${payment})`;
}

/**
 * The headers of every page and file the gateway serves itself (not the proxied API answers,
 * which are the services'). HSTS only on a secure request (TLS here, or `X-Forwarded-Proto:
 * https` from a trusted proxy): over plain http a browser ignores it, and it must never pin
 * `npm start`'s http://localhost.
 */
export function browserPolicy({ origins, hstsMaxAge }: BrowserPolicyOptions): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(origins) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const permissions = permissionsPolicy(origins.payment);
  const hsts = `max-age=${hstsMaxAge}`;
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', permissions);
    if (hstsMaxAge > 0 && req.secure) res.setHeader('Strict-Transport-Security', hsts);
    headers(req, res, next);
  };
}
