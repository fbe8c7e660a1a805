import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const acceptable = /^[\w.:-]{1,128}$/;

/** Keeps the caller's x-request-id (the gateway's) when it is sane, else makes one. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && acceptable.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  next();
}

export function requestIdOf(req: Request): string {
  return String(req.headers['x-request-id']);
}
