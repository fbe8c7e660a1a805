import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { setHeaderList, type HeaderList, type Logger } from '@glow/service-kit';

/** The code of the error a request is destroyed with when the service stays silent too long. */
export const timeoutCode = 'UPSTREAM_TIMEOUT';

const unavailableBody = JSON.stringify({
  message: 'Service temporarily unavailable, please try again shortly',
});
const timeoutBody = JSON.stringify({ message: 'The service took too long to answer, please try again' });
const jsonHeaders = { 'content-type': 'application/json; charset=utf-8' };

export function timeoutError(what: string, timeoutMs: number): Error {
  return Object.assign(new Error(`no ${what} within ${timeoutMs} ms`), { code: timeoutCode });
}

function isResponse(target: ServerResponse | Duplex): target is ServerResponse {
  return typeof (target as ServerResponse).writeHead === 'function';
}

/**
 * Failures are answers, never hangs: 504 when the service stayed silent, 502 otherwise. An
 * answer already under way (or a WebSocket) can only be cut.
 */
export function failureAnswer(logger: Logger, service: string) {
  return (
    error: NodeJS.ErrnoException,
    req: IncomingMessage,
    res: ServerResponse | Duplex,
    own: HeaderList = [],
  ): void => {
    const timedOut = error.code === timeoutCode;
    logger.warn(
      { upstream: service, code: error.code, url: req.url, reqId: req.headers['x-request-id'] },
      'upstream failed',
    );
    if (!isResponse(res)) return void res.destroy();
    if (res.headersSent || res.destroyed) return void res.destroy();
    setHeaderList(res, own);
    res.writeHead(timedOut ? 504 : 502, jsonHeaders).end(timedOut ? timeoutBody : unavailableBody);
  };
}
