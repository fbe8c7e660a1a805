import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

const acceptable = /^[\w.:-]{1,128}$/;

/** Keeps the caller's x-request-id (the gateway's) when it is sane, else makes one; sets it on the request. */
export function takeRequestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && acceptable.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  return id;
}

/** `takeRequestId`, the answer saying it too. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const id = takeRequestId(req);
  res.setHeader('x-request-id', id);
  return id;
}

export function requestId(req: Request, res: Response, next: NextFunction): void {
  assignRequestId(req, res);
  next();
}

export function requestIdOf(req: Request): string {
  return String(req.headers['x-request-id']);
}
