import path from 'node:path';
import zlib from 'node:zlib';
import { notFound } from '@glow/service-kit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Request, type RequestHandler, Router } from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import type { StaticMount } from './config';
import type { FirstScreen } from './first-screen';
import type { PageStatus } from './page-status';

/** Webpack's content-hashed chunks (`[name].[contenthash:8].js`) never change under their name. */
const hashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The build's precompressed twins (`main.js.br`, `main.js.gz`) are cached like their original. */
const precompressedSuffix = /\.(br|gz)$/;
const reservedPrefixes = ['/api', '/uploads', '/socket.io'];

function setCacheHeaders(res: ServerResponse, filePath: string): void {
  const servedName = path.basename(filePath).replace(precompressedSuffix, '');
  res.setHeader(
    'Cache-Control',
    hashedName.test(servedName) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * Files of a build, each as `x.js.br` or `x.js.gz` when the build made one and the browser
 * accepts it (brotli first), with the original's Content-Type and `Vary: Accept-Encoding`;
 * no compression at request time. The folder is scanned for those twins once, at start; a twin
 * gone since (a development build, `npm run dev -w shell`, cleans the folder and writes none)
 * falls back to the file itself.
 */
function buildFiles(dir: string): RequestHandler {
  const root = path.resolve(dir);
  // Revalidation goes by ETag; a Last-Modified beside it would only add bytes to every file.
  const serving = { setHeaders: setCacheHeaders, fallthrough: true, index: false, lastModified: false };
  const router = Router();
  router.use(
    expressStaticGzip(root, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      // `/` is a page like any other (its status, its first screen), never a bare file.
      index: false,
      serveStatic: serving,
    }) as unknown as RequestHandler,
  );
  router.use((_req, res, next) => {
    res.removeHeader('Content-Encoding');
    res.removeHeader('Content-Type');
    next();
  });
  router.use(express.static(root, serving));
  return router;
}

function isReserved(urlPath: string): boolean {
  return reservedPrefixes.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

/** A browser navigating to a deep link asks for HTML; a missing script or image does not. */
function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return (req.headers.accept ?? '').includes('text/html') && !isReserved(req.path);
}

/** Files the shell's build ships under /uploads (the orders' fallback picture); the rest is the catalog's. */
export const shellUploads = ['/uploads/default.jpg'];

/** Whether `shellUploadFiles` takes the request: a GET (or HEAD) of one, by Express's rules (any case, a trailing slash). */
export function isShellUpload(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const urlPath = (req.url ?? '').split('?')[0]!.toLowerCase().replace(/\/$/, '');
  return shellUploads.includes(urlPath);
}

/**
 * The shell's own files under /uploads, ahead of the proxy to the catalog (embedded mode; nginx
 * does the same in a deployment). A build without one leaves the path to the catalog.
 */
export function shellUploadFiles(dir: string): RequestHandler {
  const root = path.resolve(dir);
  const router = Router();
  for (const urlPath of shellUploads) {
    router.get(urlPath, (_req, res, next) => {
      const headers = { 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };
      res.sendFile(path.join(root, urlPath), { headers }, (error) => {
        if (error && !res.headersSent) next();
      });
    });
  }
  return router;
}

/**
 * Microfrontends' builds, each under its own URL prefix (`/mf/storefront/remoteEntry.js`), with the
 * same caching rules as the shell. A missing file is a 404, never the shell's page.
 */
export function staticMounts(mounts: readonly StaticMount[]): RequestHandler {
  const router = Router();
  for (const mount of mounts) {
    router.use(mount.prefix, buildFiles(mount.dir));
    router.use(mount.prefix, (req, _res, next) =>
      next(notFound(`Not found: ${req.method} ${req.originalUrl.split('?')[0]}`)),
    );
  }
  return router;
}

/**
 * The built shell and microfrontends (embedded mode). Unhashed files (index.html,
 * remoteEntry.js, mf-manifest.json) are revalidated on every load so a deploy shows at once.
 * A page request gets index.html with the status `statusOf` gives: 404 for what the shop does
 * not have, so search engines drop it while the app still draws its own not-found screen. A page
 * `firstScreen` draws goes out with that screen in it (compressed: it is drawn per request).
 */
export function staticSite(dir: string, statusOf: PageStatus, firstScreen?: FirstScreen): RequestHandler {
  const root = path.resolve(dir);
  const index = path.join(root, 'index.html');
  const router = Router();
  router.use(buildFiles(root));
  // Brotli quality 5: ~6 % smaller than the middleware's 4 on a drawn page (110 KB) for ~1 ms more.
  router.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));
  router.use(async (req, res, next) => {
    if (!wantsPage(req)) return next();
    const status = await statusOf(req);
    res.status(status);
    const drawn = status === 200 && req.method === 'GET' ? await firstScreen?.(req.originalUrl) : undefined;
    if (drawn) {
      res.set('Cache-Control', 'no-cache').type('html').send(drawn);
      return;
    }
    res.sendFile(index, { headers: { 'Cache-Control': 'no-cache' } }, (error) => {
      if (error && !res.headersSent) next();
    });
  });
  return router;
}
