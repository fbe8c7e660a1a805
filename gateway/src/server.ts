import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  answerClientErrorsAsJson,
  closeServer,
  createAuth,
  createLogger,
  createRateLimits,
  traceRequests,
  readPublicKey,
  ServiceMetrics,
  type Logger,
} from '@glow/service-kit';
import type { Express } from 'express';
import { createGatewayApp } from './app';
import { createOpsApp } from './ops-app';
import { recordRequests } from './observe-requests';
import { gatewayListener, proxiedRequests } from './proxied-requests';
import { loadGatewayConfig, type GatewayConfig } from './config';
import type { TrustProxy } from './forwarding';
import { forwardUnder, upgradeRoute, type Upstreams } from './proxy-routes';
import { serviceNames, serviceUrls, type UpstreamName } from './routes';
import { isShellUpload } from './static-site';
import { createUpstreamProxy, type UpstreamProxy } from './upstream-proxy';

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
  /** The operator listener: `GET /health` (every service's readiness), `GET /metrics`. */
  opsUrl: string;
  opsPort: number;
  server: Server;
  /** The Express app of the public port (the tests read its routes). */
  app: Express;
  stop(): Promise<void>;
}

function createUpstreams(config: GatewayConfig, logger: Logger): Upstreams {
  const urls = serviceUrls(config);
  const upstream = (service: UpstreamName, target: string) =>
    createUpstreamProxy({ service, target, timeoutMs: config.UPSTREAM_TIMEOUT_MS, logger });
  const entries: [UpstreamName, UpstreamProxy][] = serviceNames.map((service) => [
    service,
    upstream(service, urls[service]),
  ]);
  if (config.PAYMENT_SANDBOX_URL)
    entries.push(['payment-sandbox', upstream('payment-sandbox', config.PAYMENT_SANDBOX_URL)]);
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

/** Where a local client reaches a listener bound to `host`. */
function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  server.listen(port, host);
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** The kit's close, plus the upgraded (WebSocket) sockets it cannot see, cut once the listener is closed. */
async function closeGatewayServer(server: Server, upgraded: Set<Socket>, graceMs: number): Promise<void> {
  const closed = closeServer(server, graceMs);
  for (const socket of upgraded) socket.destroy();
  await closed;
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
  const apiLimit = limits.create({ name: 'api', limit: config.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
  const app = createGatewayApp({ config, logger, metrics, auth, limits, apiLimit, upstreams });
  const trusts = app.get('trust proxy fn') as TrustProxy;
  const proxied = proxiedRequests({
    apiLimit,
    auth,
    logger,
    record: recordRequests(logger, metrics),
    trusts,
    forward: forwardUnder(upstreams, trusts),
  });
  const servesShellUploads = Boolean(config.STATIC_DIR);

  const server = http.createServer(
    traceRequests(
      'gateway',
      gatewayListener(app, proxied, (req) => servesShellUploads && isShellUpload(req)),
    ),
  );
  answerClientErrorsAsJson(server);
  const upgraded = trackUpgrades(server);
  server.on('upgrade', upgradeRoute(upstreams, app.get('trust proxy fn') as TrustProxy));
  const opsServer = http.createServer(createOpsApp(config, logger, metrics));
  const opsPort = await listen(opsServer, config.OPS_PORT, config.OPS_HOST).catch(
    (error: NodeJS.ErrnoException) => {
      throw Object.assign(new Error(`OPS_PORT=${config.OPS_PORT}: ${error.message}`), {
        code: error.code,
        opsPort: true,
      });
    },
  );
  const port = await listen(server, config.PORT, config.HOST).catch((error: unknown) => {
    opsServer.close();
    throw error;
  });
  logger.info(
    { port, opsPort, rateLimitStore: limits.store, static: config.STATIC_DIR ?? null },
    'gateway listening',
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await Promise.all([
        closeGatewayServer(server, upgraded, config.SHUTDOWN_GRACE_MS),
        closeServer(opsServer, config.SHUTDOWN_GRACE_MS),
      ]);
      for (const upstream of Object.values(upstreams)) upstream.close();
      await limits.close();
      logger.info('gateway stopped');
    })());
  const opsUrl = `http://${hostForUrl(config.OPS_HOST)}:${opsPort}`;
  return { config, url: `http://127.0.0.1:${port}`, port, opsUrl, opsPort, server, app, stop };
}
