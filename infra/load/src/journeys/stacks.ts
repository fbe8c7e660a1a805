import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, createTestKeys, kafkaForTests, waitFor } from '@glow/service-kit/testing';
import { freePort, killOnExit, repoRoot, runDeployable, runGateway, type Deployable } from '../processes';

export type StackShape = 'production' | 'embedded';

/** A whole store the journeys run against, and what the bench reads of it. */
export interface JourneyStack {
  shape: StackShape;
  url: string;
  /** The gateway's operator port: `/health`, and each service's metrics at `/metrics/<service>`. */
  opsUrl: string;
  /** The store's own processes (the engines are the machine's), for their memory. */
  processes: { name: string; pid: number }[];
  /** The production shape's one database (each service in its own schema); empty for PGlite. */
  databaseUrl: string;
  /** Where the services write their mails (no SMTP server here). */
  mailDir: string;
  stop(): Promise<void>;
}

/** The limits a bench must lift: it registers its pool of shoppers from one address before the load. */
const setupLimits = {
  REGISTER_RATE_LIMIT_PER_IP: '100000000',
  LOGIN_RATE_LIMIT_PER_IP: '100000000',
};

/** Where the shell and the microfrontends are built (`npm run build:web`): the gateway serves and draws the pages. */
const staticSite = {
  STATIC_DIR: path.join(repoRoot, 'shell', 'dist'),
  STATIC_MOUNTS: ['storefront', 'checkout', 'admin']
    .map((name) => `/mf/${name}=${path.join(repoRoot, `mf-${name}`, 'dist')}`)
    .join(','),
};

const serviceDirs = ['catalog', 'user', 'cart', 'order', 'payment', 'messaging', 'notification', 'dashboard'];

/**
 * Production shape: each service and the gateway its own process, as deployed, on one fresh
 * database of the real PostgreSQL (each service in its own schema), the real Redis and librdkafka's
 * Kafka mock cluster. The gateway trusts one proxy hop (`TRUST_PROXY`), as behind a load balancer,
 * so each shopper's own address meets the rate limits.
 */
export async function startProductionShape(): Promise<JourneyStack> {
  const kafka = await kafkaForTests();
  const database = await createTestDatabase('glow_journeys');
  const keys = createTestKeys();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'glow-journeys-'));
  const gatewayPort = await freePort();
  const opsPort = await freePort();
  const shopUrl = `http://127.0.0.1:${gatewayPort}`;
  const common = {
    JWT_PUBLIC_KEY: keys.publicKey,
    DATABASE_URL: database.url,
    KAFKA_BROKERS: kafka.brokers.join(','),
    // The mock cluster has no idempotent producer.
    KAFKA_IDEMPOTENT: 'false',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    SHOP_URL: shopUrl,
    MAIL_DIR: path.join(scratch, 'mail'),
  };
  const started: Record<string, Deployable> = {};
  const stopAll = async () => {
    await started.gateway?.stop();
    await Promise.all(serviceDirs.map((name) => started[name]?.stop()));
    await kafka.stop();
    await database.drop();
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    const run = async (name: string, env: Record<string, string> = {}) => {
      started[name] = await runDeployable(`services/${name}`, { ...common, ...env });
      return started[name].url;
    };
    const [catalog, user, cart, payment, messaging, notification, dashboard] = await Promise.all([
      run('catalog', { UPLOADS_DIR: path.join(scratch, 'uploads'), SEED_DEMO: 'true' }),
      run('user', { JWT_PRIVATE_KEY: keys.privateKey, ...setupLimits }),
      run('cart'),
      run('payment'),
      run('messaging'),
      run('notification'),
      run('dashboard'),
    ]);
    const order = await run('order', {
      CART_SERVICE_URL: cart,
      CATALOG_SERVICE_URL: catalog,
      PAYMENT_SERVICE_URL: payment,
    });
    started.gateway = await runGateway(
      {
        JWT_PUBLIC_KEY: keys.publicKey,
        REDIS_URL: common.REDIS_URL,
        TRUST_PROXY: 'loopback',
        // The production default: every shopper has an address of its own.
        RATE_LIMIT_PER_MINUTE: '600',
        OPS_PORT: String(opsPort),
        USER_SERVICE_URL: user,
        CATALOG_SERVICE_URL: catalog,
        CART_SERVICE_URL: cart,
        ORDER_SERVICE_URL: order,
        PAYMENT_SERVICE_URL: payment,
        MESSAGING_SERVICE_URL: messaging,
        NOTIFICATION_SERVICE_URL: notification,
        DASHBOARD_SERVICE_URL: dashboard,
        ...staticSite,
      },
      gatewayPort,
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    shape: 'production',
    url: shopUrl,
    opsUrl: `http://127.0.0.1:${opsPort}`,
    processes: Object.entries(started).map(([name, deployable]) => ({ name, pid: deployable.process.pid! })),
    databaseUrl: database.url,
    mailDir: common.MAIL_DIR,
    stop: stopAll,
  };
}

/**
 * The embedded mode as `npm start` runs it: one runner process with every service and the gateway,
 * the in-process bus and PGlite (a child process of the runner), its data in a fresh folder.
 */
export async function startEmbedded(): Promise<JourneyStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'glow-journeys-embedded-'));
  const port = await freePort();
  const opsPort = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'SMTP_URL', 'MAIL_DIR', 'NODE_ENV'])
    delete env[name];
  const runner = spawn(process.execPath, [path.join(repoRoot, 'infra', 'dev', 'dist', 'start.js')], {
    env: {
      ...env,
      ...setupLimits,
      PORT: String(port),
      OPS_PORT: String(opsPort),
      GLOW_DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => runner.once('exit', () => resolve()));
  killOnExit(runner);
  const url = `http://127.0.0.1:${port}`;
  const opsUrl = `http://127.0.0.1:${opsPort}`;
  const stop = async () => {
    runner.kill('SIGINT');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      'the embedded store to be ready',
      async () => (await fetch(`${opsUrl}/health`)).ok,
      180_000,
      250,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    shape: 'embedded',
    url,
    opsUrl,
    processes: [{ name: 'runner (every service, the gateway; PGlite is its child)', pid: runner.pid! }],
    databaseUrl: '',
    mailDir: path.join(dataDir, 'mail'),
    stop,
  };
}
