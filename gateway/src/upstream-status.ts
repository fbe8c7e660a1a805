import http from 'node:http';
import { timeoutError } from './upstream-failure';

export interface StatusQuery {
  method: 'GET' | 'HEAD';
  path: string;
  timeoutMs: number;
  headers?: http.OutgoingHttpHeaders;
}

/**
 * The status a service answers, its body discarded: a question the gateway asks for itself on the
 * service's keep-alive agent. Rejects when the service is unreachable or silent past `timeoutMs`.
 */
export function upstreamStatus(target: string, agent: http.Agent) {
  const base = new URL(target);
  const host = base.hostname.replace(/^\[|\]$/g, '');
  const port = Number(base.port) || 80;
  const basePath = base.pathname.replace(/\/$/, '');

  return (query: StatusQuery): Promise<number> =>
    new Promise((resolve, reject) => {
      const request = http.request({
        agent,
        host,
        port,
        method: query.method,
        path: basePath + query.path,
        headers: query.headers,
      });
      const timer = setTimeout(
        () => request.destroy(timeoutError('answer', query.timeoutMs)),
        query.timeoutMs,
      );
      request.once('response', (answer) => {
        clearTimeout(timer);
        answer.resume();
        resolve(answer.statusCode!);
      });
      request.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      request.end();
    });
}
