import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  createAuth,
  createLogger,
  createRateLimits,
  readPublicKey,
  ServiceMetrics,
  type Logger,
} from '@glow/service-kit';
import { createGatewayApp } from './app';
import { loadGatewayConfig, type GatewayConfig } from './config';
import type { TrustProxy } from './forwarding';
import { upgradeRoute, type Upstreams } from './proxy-routes';
import { serviceNames, serviceUrls } from './routes';
import { createUpstreamProxy } from './upstream-proxy';

export interface GatewayOptions {
  env?: NodeJS.ProcessEnv;
  logger?: Logger;
  /** Skip process-wide metrics when the gateway shares its process with services. */
  processMetrics?: boolean;
}

export interface RunningGateway {
  config: GatewayConfig;
  url: string;
  port: number;
  server: Server;
  stop(): Promise<void>;
}

function createUpstreams(config: GatewayConfig, logger: Logger): Upstreams {
  const urls = serviceUrls(config);
  const entries = serviceNames.map((service) => [
    service,
    createUpstreamProxy({ service, target: urls[service], timeoutMs: config.UPSTREAM_TIMEOUT_MS, logger }),
  ]);
  return Object.fromEntries(entries) as Upstreams;
}

/** Upgraded sockets leave the server's bookkeeping, so `close()` would wait on them forever. */
function trackUpgrades(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('upgrade', (_req, socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return sockets;
}

async function closeServer(server: Server, upgraded: Set<Socket>, graceMs: number): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  for (const socket of upgraded) socket.destroy();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(timer);
}

/** Starts the gateway: config from env, upstream proxies, limits, HTTP + WebSocket on one port. */
export async function startGateway(options: GatewayOptions = {}): Promise<RunningGateway> {
  const config = loadGatewayConfig(options.env ?? process.env);
  const logger = (options.logger ?? createLogger('gateway', config.LOG_LEVEL)).child({ service: 'gateway' });
  const auth = createAuth({
    publicKey: readPublicKey(config),
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
  });
  const metrics = new ServiceMetrics('gateway', options.processMetrics ?? true);
  const limits = createRateLimits(config, logger);
  await limits.ready();
  const upstreams = createUpstreams(config, logger);
  const app = createGatewayApp({ config, logger, metrics, auth, limits, upstreams });

  const server = http.createServer(app);
  const upgraded = trackUpgrades(server);
  server.on('upgrade', upgradeRoute(upstreams, app.get('trust proxy fn') as TrustProxy));
  server.listen(config.PORT, config.HOST);
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, rateLimitStore: limits.store, static: config.STATIC_DIR ?? null }, 'gateway listening');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await closeServer(server, upgraded, config.SHUTDOWN_GRACE_MS);
      for (const upstream of Object.values(upstreams)) upstream.close();
      await limits.close();
      logger.info('gateway stopped');
    })());
  return { config, url: `http://127.0.0.1:${port}`, port, server, stop };
}
