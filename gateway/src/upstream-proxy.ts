import http, { type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '@glow/service-kit';
import { httpForwarder, type Forward } from './http-forwarder';
import { upstreamStatus, type StatusQuery } from './upstream-status';
import { websocketForwarder } from './websocket-forwarder';

export interface UpstreamProxy {
  web: Forward;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** The gateway's own question to the service (the product check of gateway/src/page-status.ts). */
  status(query: StatusQuery): Promise<number>;
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
    status: upstreamStatus(options.target, agent),
    close: () => agent.destroy(),
  };
}
