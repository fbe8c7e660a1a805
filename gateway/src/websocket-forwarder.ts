import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from '@glow/service-kit';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { failureAnswer, timeoutError } from './upstream-failure';

export interface UpgradeOptions {
  service: string;
  target: string;
  agent: http.Agent;
  timeoutMs: number;
  logger: Logger;
}

export type Upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

const ignore = () => undefined;

/**
 * WebSocket upgrades through http-proxy (it speaks the upgrade handshake and pipes the two
 * sockets), without http-proxy-middleware's default plugins, whose logger builds a URL each time.
 */
export function websocketForwarder(options: UpgradeOptions): Upgrade {
  const { timeoutMs } = options;
  const answerFailure = failureAnswer(options.logger, options.service);
  const plugin: Plugin = (proxyServer) => {
    // http-proxy passes the target fourth: not the gateway's own headers.
    proxyServer.on('error', (error, req, socket) => answerFailure(error, req, socket));
    // An upgrade the service never answers times out like any request; once upgraded, the
    // socket may idle (Socket.IO pings every 25 s). http-proxy pipes the two sockets but ends
    // one only when the other ends cleanly; a destroyed browser socket would leave the
    // upstream one open until Socket.IO's ping timeout.
    proxyServer.on('proxyReqWs', (proxyReq, _req, socket) => {
      socket.on('error', ignore);
      proxyReq.setTimeout(timeoutMs, () => proxyReq.destroy(timeoutError('upgrade', timeoutMs)));
      proxyReq.on('upgrade', (_res, proxySocket: Socket) => {
        proxySocket.setTimeout(0);
        socket.once('close', () => proxySocket.destroy());
        proxySocket.once('close', () => socket.destroy());
      });
    });
  };
  const middleware = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.target,
    agent: options.agent,
    ejectPlugins: true,
    plugins: [plugin],
  });
  return (req, socket, head) => middleware.upgrade(req, socket as never, head);
}
