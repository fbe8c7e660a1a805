import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { withoutPageOnlyHeaders } from '@glow/service-kit';
import helmet from 'helmet';
import { cspReportEndpoint, cspReportPath } from './csp-reports';

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
    // The production builds extract every CSS module into files (no <style> written at run time).
    // React's style={…} writes through the CSSOM, which style-src does not govern.
    'style-src': ["'self'", ...remotes],
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
    // report-to where the Reporting API exists, report-uri where it does not (both are sent).
    'report-uri': [cspReportPath],
    'report-to': [cspReportEndpoint],
  };
}

/** Powerful features nothing in the shop uses are off; the Payment Request API only for the providers. */
export function permissionsPolicy(paymentOrigins: readonly string[]): string {
  const payment = ['self', ...paymentOrigins.map((origin) => `"${origin}"`)].join(' ');
  return `camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(${payment})`;
}

/** What a browser may render as a document: where the policy applies (an SVG can hold scripts). */
const documentType = /^(text\/html|image\/svg\+xml)\b/i;

/**
 * The headers of every page and file the gateway serves itself (not the proxied API answers,
 * which are the services'). The Content-Security-Policy, Permissions-Policy and helmet's page-only
 * headers (COOP, Origin-Agent-Cluster, DNS prefetch, the IE, Flash and XSS-filter switches) go on
 * documents only: on a script or style file they change nothing and cost ~1 KB each of the ~20
 * files of a first visit (docs/PERFORMANCE.md, "The CSP-checked first visit"). nosniff, CORP, Referrer-Policy and
 * X-Frame-Options stay on everything.
 * HSTS only on a secure request (TLS here, or `X-Forwarded-Proto: https` from a trusted proxy):
 * over plain http a browser ignores it, and it must never pin `npm start`'s http://localhost.
 */
export function browserPolicy({ origins, hstsMaxAge }: BrowserPolicyOptions): RequestHandler {
  const everyAnswer = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    ...withoutPageOnlyHeaders,
  });
  const documentOnly = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: false,
    xFrameOptions: false,
    xContentTypeOptions: false,
    crossOriginResourcePolicy: false,
  });
  const csp = Object.entries(contentSecurityPolicy(origins))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
  const permissions = permissionsPolicy(origins.payment);
  const reportingEndpoints = `${cspReportEndpoint}="${cspReportPath}"`;
  const hsts = `max-age=${hstsMaxAge}`;
  return (req, res, next) => {
    if (hstsMaxAge > 0 && req.secure) res.setHeader('Strict-Transport-Security', hsts);
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadWithPagePolicy(this: ServerResponse, ...args: unknown[]) {
      if (documentType.test(String(this.getHeader('content-type') ?? ''))) {
        documentOnly(req, this, () => undefined);
        this.setHeader('Content-Security-Policy', csp);
        this.setHeader('Permissions-Policy', permissions);
        this.setHeader('Reporting-Endpoints', reportingEndpoints);
      }
      return (writeHead as (...values: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    everyAnswer(req, res, next);
  };
}
