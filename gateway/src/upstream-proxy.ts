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

/**
 * How long a kept-alive connection to a service may stay idle. Node services close theirs after
 * 5 s and say so (`Keep-Alive: timeout=5`); the agent heeds that, a second early, only when it has
 * an idle limit of its own. Without one it kept connections until the service closed them, and a
 * request sent just then was reset: a GET is sent again, but a POST reached the shopper as a 502.
 */
const idleConnectionMs = 4_000;

/** One service: its keep-alive agent (a new connection per request collapses under load), HTTP and WebSocket. */
export function createUpstreamProxy(options: ProxyOptions): UpstreamProxy {
  const agent = new http.Agent({ keepAlive: true, timeout: idleConnectionMs });
  return {
    web: httpForwarder({ ...options, agent }),
    upgrade: websocketForwarder({ ...options, agent }),
    status: upstreamStatus(options.target, agent),
    close: () => agent.destroy(),
  };
}
