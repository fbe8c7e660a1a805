import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors';
import type { Logger } from '../logger';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  code?: string;
}

const bodyParserMessages: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON in request body',
  'entity.too.large': 'Request body is too large',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
};

/** Connection-level failures of PostgreSQL mean "try again", not "we have a bug". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as HttpishError).code;
  const message = error instanceof Error ? error.message : '';
  return (
    (code !== undefined && unavailableCodes.has(code)) ||
    /timeout exceeded when trying to connect|Connection terminated|not queryable/i.test(message)
  );
}

export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const log = (req as Request & { log?: Logger }).log ?? logger;
    if (error instanceof AppError) {
      log.info({ status: error.status, message: error.message }, 'request refused');
      res
        .status(error.status)
        .json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
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
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error }, 'database unavailable');
      res.status(503).json({ message: 'Service temporarily unavailable, please try again shortly' });
      return;
    }
    log.error({ err: error }, 'unexpected error');
    res.status(500).json({ message: 'Internal server error' });
  };
}
