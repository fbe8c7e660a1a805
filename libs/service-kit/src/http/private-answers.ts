import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

const keptFromSharedCaches = /\b(no-store|private)\b/i;

/**
 * No cache keeps what one user was told. An answer to a request with an `Authorization` header is
 * `Cache-Control: no-store` unless its route sets its own on purpose (a public list that is the
 * same for everyone, revalidated by ETag). An answer that sets a cookie is `no-store` unless its
 * route already keeps it out of shared caches.
 */
export const privateAnswers: RequestHandler = (req, res, next) => {
  if (req.headers.authorization) res.setHeader('Cache-Control', 'no-store');
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadOfPrivateAnswer(this: ServerResponse, ...args: unknown[]) {
    const cacheControl = String(this.getHeader('cache-control') ?? '');
    if (this.hasHeader('set-cookie') && !keptFromSharedCaches.test(cacheControl))
      this.setHeader('Cache-Control', 'no-store');
    return (writeHead as (...values: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  next();
};
