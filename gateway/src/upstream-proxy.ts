import http, { type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '@glow/service-kit';
import { httpForwarder, type Forward } from './http-forwarder';
import { websocketForwarder } from './websocket-forwarder';

export interface UpstreamProxy {
  web: Forward;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

interface ProxyOptions {
  service: string;
  target: string;
  timeoutMs: number;
  logger: Logger;
}

/** One service: its keep-alive agent (a new connection per request collapses under load), HTTP and WebSocket. */
export function createUpstreamProxy(options: ProxyOptions): UpstreamProxy {
  const agent = new http.Agent({ keepAlive: true });
  return {
    web: httpForwarder({ ...options, agent }),
    upgrade: websocketForwarder({ ...options, agent }),
    close: () => agent.destroy(),
  };
}
