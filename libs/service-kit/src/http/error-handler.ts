import type { NextFunction, Request, Response } from 'express';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isUnstorableText, unstorableTextMessage } from '../db/unstorable-text';
import { AppError } from '../errors';
import type { Logger } from '../logger';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

const bodyParserMessages: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON in request body',
  'entity.too.large': 'Request body is too large',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
};

export interface ErrorAnswer {
  status: number;
  body: { message: string } & Record<string, unknown>;
}

/** How an error is answered (`AppError`s as they say, client errors 4xx, the rest 503 or 500), logged as what it is. */
export function errorAnswer(error: unknown, log: Logger): ErrorAnswer {
  if (error instanceof AppError) {
    log.info({ status: error.status, message: error.message }, 'request refused');
    return {
      status: error.status,
      body: { message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.details },
    };
  }
  const httpish = error as HttpishError;
  const status = httpish.status ?? httpish.statusCode;
  if (status && status >= 400 && status < 500) {
    const message =
      (httpish.type && bodyParserMessages[httpish.type]) ?? (error as Error).message ?? 'Bad request';
    log.info({ status, message }, 'request refused');
    return { status, body: { message } };
  }
  if (isUnstorableText(error)) {
    log.info({ status: 400, message: unstorableTextMessage }, 'request refused');
    return { status: 400, body: { message: unstorableTextMessage } };
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'database unavailable');
    return { status: 503, body: { message: 'Service temporarily unavailable, please try again shortly' } };
  }
  log.error({ err: error }, 'unexpected error');
  return { status: 500, body: { message: 'Internal server error' } };
}

export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    // Too late to answer: Express's default handler ends the connection.
    if (res.headersSent) return next(error);
    const { status, body } = errorAnswer(error, logger.child({ reqId: req.headers['x-request-id'] }));
    res.status(status).json(body);
  };
}
