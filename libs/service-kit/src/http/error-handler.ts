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

export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    const log = logger.child({ reqId: req.headers['x-request-id'] });
    // Too late to answer: Express's default handler ends the connection.
    if (res.headersSent) return next(error);
    if (error instanceof AppError) {
      log.info({ status: error.status, message: error.message }, 'request refused');
      res.status(error.status).json({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.details,
      });
      return;
    }
    const httpish = error as HttpishError;
    const status = httpish.status ?? httpish.statusCode;
    if (status && status >= 400 && status < 500) {
      const message =
        (httpish.type && bodyParserMessages[httpish.type]) ?? (error as Error).message ?? 'Bad request';
      log.info({ status, message }, 'request refused');
      res.status(status).json({ message });
      return;
    }
    if (isUnstorableText(error)) {
      log.info({ status: 400, message: unstorableTextMessage }, 'request refused');
      res.status(400).json({ message: unstorableTextMessage });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error }, 'database unavailable');
      res.status(503).json({ message: 'Service temporarily unavailable, please try again shortly' });
      return;
    }
    log.error({ err: error }, 'unexpected error');
    res.status(500).json({ message: 'Internal server error' });
  };
}
