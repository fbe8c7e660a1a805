import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from '@glow/service-kit';
import type { RequestHandler } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';

export interface UpstreamProxy {
  web: RequestHandler;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

interface ProxyOptions {
  service: string;
  target: string;
  timeoutMs: number;
  logger: Logger;
}

const timeoutCode = 'UPSTREAM_TIMEOUT';
const unavailableBody = JSON.stringify({
  message: 'Service temporarily unavailable, please try again shortly',
});
const timeoutBody = JSON.stringify({ message: 'The service took too long to answer, please try again' });
const jsonHeaders = { 'content-type': 'application/json; charset=utf-8' };
const ignore = () => undefined;

function isResponse(target: ServerResponse | Duplex): target is ServerResponse {
  return typeof (target as ServerResponse).writeHead === 'function';
}

/**
 * One upstream: a keep-alive agent (a new connection per request collapses under load, see
 * NOTES "Proxying") and http-proxy-middleware without its default plugins, whose logger
 * builds a URL for every response.
 */
export function createUpstreamProxy(options: ProxyOptions): UpstreamProxy {
  const agent = new http.Agent({ keepAlive: true });
  const { logger, service, timeoutMs } = options;
  const retried = new WeakSet<IncomingMessage>();

  /**
   * A kept-alive connection the service closed just as it was reused resets before any answer. A
   * GET or HEAD changes nothing, so it goes once more on a new connection (as nginx's
   * proxy_next_upstream does) instead of reaching the browser as a 502.
   */
  const retriesOnce = (error: NodeJS.ErrnoException, req: IncomingMessage, res: ServerResponse | Duplex) =>
    (error.code === 'ECONNRESET' || error.code === 'EPIPE') &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    isResponse(res) &&
    !res.headersSent &&
    !retried.has(req);

  const answerFailure = (
    error: NodeJS.ErrnoException,
    req: IncomingMessage,
    res: ServerResponse | Duplex,
  ) => {
    const timedOut = error.code === timeoutCode;
    logger.warn(
      { upstream: service, code: error.code, url: req.url, reqId: req.headers['x-request-id'] },
      'upstream failed',
    );
    if (!isResponse(res)) return void res.destroy();
    if (res.headersSent || res.destroyed) return void res.destroy();
    res.writeHead(timedOut ? 504 : 502, jsonHeaders).end(timedOut ? timeoutBody : unavailableBody);
  };

  const plugin: Plugin = (proxyServer) => {
    proxyServer.on('error', (error: NodeJS.ErrnoException, req, res) => {
      if (!retriesOnce(error, req, res)) return answerFailure(error, req, res);
      retried.add(req);
      logger.debug({ upstream: service, code: error.code, url: req.url }, 'upstream reset; retrying once');
      // A connection of its own: the pool may hold more sockets the service has already closed.
      proxyServer.web(req, res as ServerResponse, { target: options.target, agent: false });
    });
    proxyServer.on('proxyReq', (proxyReq) => {
      proxyReq.setTimeout(timeoutMs, () =>
        proxyReq.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: timeoutCode })),
      );
    });
    // Either side going away mid-answer ends the other: a gone client must not leave the
    // upstream socket paused, and a service dying mid-answer must not leave the client waiting.
    proxyServer.on('proxyRes', (proxyRes, _req, res) => {
      res.once('close', () => {
        if (!res.writableEnded) proxyRes.destroy();
      });
      proxyRes.once('close', () => {
        if (!proxyRes.complete) res.destroy();
      });
    });
    // An upgrade the service never answers times out like any request; once upgraded, the
    // socket may idle (Socket.IO pings every 25 s). http-proxy pipes the two sockets but ends
    // one only when the other ends cleanly; a destroyed browser socket would leave the
    // upstream one open until Socket.IO's ping timeout.
    proxyServer.on('proxyReqWs', (proxyReq, _req, socket) => {
      socket.on('error', ignore);
      proxyReq.setTimeout(timeoutMs, () =>
        proxyReq.destroy(
          Object.assign(new Error(`no upgrade within ${timeoutMs} ms`), { code: timeoutCode }),
        ),
      );
      proxyReq.on('upgrade', (_res, proxySocket: Socket) => {
        proxySocket.setTimeout(0);
        socket.once('close', () => proxySocket.destroy());
        proxySocket.once('close', () => socket.destroy());
      });
    });
  };

  const middleware = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.target,
    agent,
    ejectPlugins: true,
    plugins: [plugin],
  });

  return {
    web: middleware as unknown as RequestHandler,
    upgrade: (req, socket, head) => middleware.upgrade(req, socket as never, head),
    close: () => agent.destroy(),
  };
}
