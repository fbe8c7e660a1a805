import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, createTestKeys, kafkaForTests, waitFor } from '@glow/testing';
import { builtSiteSettings } from '@glow/gateway';
import { deployable, serviceUrlVariable, services, type ServiceName } from '@glow/topology';
import {
  freePort,
  killOnExit,
  repoRoot,
  runDeployable,
  runDeployableFrom,
  runGateway,
  runScript,
  type Deployable,
} from '../processes';
import { runBalancer, type Balancer } from '../nginx';
import { startTcpSwitch, type TcpSwitch } from './tcp-switch';

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
  /** Where the payment window is: the provider's origin (the sandbox process), or the shop's in embedded mode. */
  providerUrl: string;
  /** A service run as several instances: each one's own address (their counters are summed). */
  instanceUrls?: Record<string, string[]>;
  stop(): Promise<void>;
}

/** The limits a bench must lift: it registers its pool of shoppers from one address before the load. */
const setupLimits = {
  REGISTER_RATE_LIMIT_PER_IP: '100000000',
  LOGIN_RATE_LIMIT_PER_IP: '100000000',
  // Every simulated shopper checks out from 127.0.0.1: one network address for order's unpaid-units cap.
  ORDER_MAX_UNPAID_UNITS_PER_ADDRESS: '100000000',
};

/** Where the shell and the microfrontends are built (`npm run build:web`): the gateway serves and draws the pages. */
const staticSite = builtSiteSettings(repoRoot);

const providerSecrets = {
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-bench',
  FLUTTERWAVE_WEBHOOK_HASH: 'bench-flutterwave-hash',
  PAYSTACK_SECRET_KEY: 'sk_test_bench',
};

/** The payment providers' stand-in (the sandbox's own process), and payment's settings to use it live. */
async function startProvider(paymentUrl: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const sandbox = deployable('payment-sandbox');
  const process = await runScript(
    path.join(repoRoot, sandbox.workspace, sandbox.entry),
    {
      ...providerSecrets,
      SANDBOX_PORT: String(port),
      SANDBOX_PUBLIC_URL: url,
      SANDBOX_FLUTTERWAVE_WEBHOOK_URLS: `${paymentUrl}/api/payments/webhooks/flutterwave`,
      SANDBOX_PAYSTACK_WEBHOOK_URLS: `${paymentUrl}/api/payments/webhooks/paystack`,
    },
    'the payment providers sandbox to be ready',
    '/sandbox/pay',
    port,
  );
  return {
    process,
    env: {
      ...providerSecrets,
      PAYMENT_PROVIDER_MODE: 'live',
      FLUTTERWAVE_BASE_URL: url,
      FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-bench',
      PAYSTACK_BASE_URL: url,
      PAYSTACK_PUBLIC_KEY: 'pk_test_bench',
    },
  };
}

export interface ProductionOptions {
  /**
   * PostgreSQL and Redis behind TCP switches the faults scenario can cut (the machine's engines
   * are shared, so they are never restarted for real).
   */
  switchable?: boolean;
  /** Added to every service's settings (e.g. a shorter `KAFKA_SESSION_TIMEOUT_MS` for a short run). */
  env?: Record<string, string>;
  /** Added to the gateway's settings (e.g. its `RATE_LIMIT_PER_MINUTE` out of a benchmark's way). */
  gatewayEnv?: Record<string, string>;
  /**
   * Several gateways and catalogs, each tier behind an nginx balancer taking turns: shoppers reach
   * the gateways through one, the gateways and the order service reach the catalogs through the other.
   */
  instances?: { gateways: number; catalogs: number };
  /**
   * Order and notification as several instances behind an nginx balancer taking turns (the
   * gateway and the internal callers reach them through it): one build root per instance (this
   * checkout's `repoRoot`, or a released build's worktree).
   */
  replicas?: Partial<Record<ReplicatedService, string[]>>;
}

export type ReplicatedService = 'order' | 'notification';

/** One instance of a replicated service, on a port of its own that a replacement keeps. */
export interface ServiceInstance {
  /** `order#1`, `order#2`, … */
  name: string;
  url: string;
  /** The build it runs from (changes with `start`). */
  root: string;
  /** SIGTERM, as an orchestrator stops a pod: resolves once the process has exited. */
  stop(): Promise<void>;
  /** Starts the build in `root` on the same port; resolves once it answers `/healthz`. */
  start(root: string): Promise<void>;
}

export interface ReplicaSet {
  balancer: Balancer;
  instances: ServiceInstance[];
}

/** The stateless tiers' instances and the balancers in front of them (`instances`). */
export interface BalancedTiers {
  shop: Balancer;
  catalog: Balancer;
  gateways: { url: string; opsUrl: string }[];
  /** Each catalog instance's own address. */
  catalogs: string[];
}

const shopBalancer = 'shop balancer (nginx)';
const catalogBalancer = 'catalog balancer (nginx)';
const isGateway = (name: string) => name === 'gateway' || name.startsWith('gateway#');

/** The production shape's handles for the faults scenario. */
export interface FaultControls {
  /** `kill -9` of a deployable (a service's folder name, or `gateway`); `restart` brings it back on its port. */
  kill(name: string): void;
  restart(name: string): Promise<void>;
  database?: TcpSwitch;
  redis?: TcpSwitch;
  /** The Kafka mock cluster's process, stalled with SIGSTOP and resumed with SIGCONT. */
  kafkaPid?: number;
  kafkaBrokers: string[];
}

/**
 * Production shape: each service and the gateway its own process, as deployed, on one fresh
 * database of the real PostgreSQL (each service in its own schema), the real Redis and librdkafka's
 * Kafka mock cluster. The gateway trusts one proxy hop (`TRUST_PROXY`), as behind a load balancer,
 * so each shopper's own address meets the rate limits.
 */
export async function startProductionShape(options: ProductionOptions = {}): Promise<
  JourneyStack & {
    faults: FaultControls;
    balanced?: BalancedTiers;
    replicaSets: Partial<Record<ReplicatedService, ReplicaSet>>;
  }
> {
  const kafka = await kafkaForTests();
  const database = await createTestDatabase('glow_journeys');
  const keys = createTestKeys();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'glow-journeys-'));
  const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const databaseUrl = new URL(database.url);
  const databaseSwitch = options.switchable
    ? await startTcpSwitch(databaseUrl.hostname, Number(databaseUrl.port || 5432))
    : undefined;
  const redisSwitch = options.switchable
    ? await startTcpSwitch(redisUrl.hostname, Number(redisUrl.port || 6379))
    : undefined;
  const through = (url: URL, tcp: TcpSwitch | undefined) => {
    if (!tcp) return url.toString();
    const switched = new URL(url);
    switched.host = tcp.address;
    return switched.toString();
  };
  const gatewayPort = await freePort();
  const opsPort = await freePort();
  const shopUrl = `http://127.0.0.1:${options.instances ? await freePort() : gatewayPort}`;
  const common = {
    JWT_PUBLIC_KEY: keys.publicKey,
    DATABASE_URL: through(databaseUrl, databaseSwitch),
    KAFKA_BROKERS: kafka.brokers.join(','),
    // The mock cluster has no idempotent producer.
    KAFKA_IDEMPOTENT: 'false',
    KAFKA_MOCK_CLUSTER: String(kafka.mockCluster),
    REDIS_URL: through(redisUrl, redisSwitch),
    SHOP_URL: shopUrl,
    MAIL_DIR: path.join(scratch, 'mail'),
    ...options.env,
  };
  const started = new Map<string, Deployable>();
  const launches = new Map<string, () => Promise<Deployable>>();
  const launch = async (name: string, run: (port: number) => Promise<Deployable>, chosenPort?: number) => {
    const port = chosenPort ?? (await freePort());
    launches.set(name, () => run(port));
    started.set(name, await run(port));
    return started.get(name)!.url;
  };
  const stopAll = async () => {
    await started.get(shopBalancer)?.stop();
    await Promise.all([...started.keys()].filter(isGateway).map((name) => started.get(name)!.stop()));
    await Promise.all(
      [...started.keys()]
        .filter((name) => name !== shopBalancer && !isGateway(name))
        .map((name) => started.get(name)!.stop()),
    );
    await kafka.stop();
    await databaseSwitch?.close();
    await redisSwitch?.close();
    await database.drop();
    await rm(scratch, { recursive: true, force: true });
  };
  const gateways: BalancedTiers['gateways'] = [];
  let balanced: BalancedTiers | undefined;
  const replicaSets: Partial<Record<ReplicatedService, ReplicaSet>> = {};
  const instance = async (
    name: string,
    dir: string,
    env: Record<string, string>,
    firstRoot: string,
  ): Promise<ServiceInstance> => {
    const port = await freePort();
    const run = (root: string) => runDeployableFrom(root, dir, env, port);
    await launch(name, () => run(firstRoot), port);
    const handle: ServiceInstance = {
      name,
      url: started.get(name)!.url,
      root: firstRoot,
      stop: () => started.get(name)!.stop(),
      start: async (root) => {
        launches.set(name, () => run(root));
        started.set(name, await run(root));
        handle.root = root;
      },
    };
    return handle;
  };
  try {
    const single = (name: ServiceName, env: Record<string, string> = {}) =>
      launch(name, (port) => runDeployable(deployable(name).workspace, { ...common, ...env }, port));
    const service = async (name: ServiceName, env: Record<string, string> = {}) => {
      const roots = options.replicas?.[name as ReplicatedService];
      if (!roots) return single(name, env);
      const instances = await Promise.all(
        roots.map((root, index) =>
          instance(`${name}#${index + 1}`, deployable(name).workspace, { ...common, ...env }, root),
        ),
      );
      const balancer = await runBalancer(
        instances.map((one) => one.url),
        'keep',
      );
      started.set(`${name} balancer (nginx)`, balancer);
      replicaSets[name as ReplicatedService] = { balancer, instances };
      return balancer.url;
    };
    // The providers are outside the shop: the sandbox runs as its own process, payment calls it
    // in live mode, and it sends its webhooks to payment (whose port survives a restart).
    const paymentPort = await freePort();
    const provider = await startProvider(`http://127.0.0.1:${paymentPort}`);
    started.set('provider', provider.process);
    const catalogEnv = { UPLOADS_DIR: path.join(scratch, 'uploads') };
    /** What a service needs here beyond `common`. */
    const ownEnv: Partial<Record<ServiceName, Record<string, string>>> = {
      catalog: { ...catalogEnv, SEED_DEMO: 'true' },
      user: { JWT_PRIVATE_KEY: keys.privateKey, ...setupLimits },
    };
    // Every service of libs/topology at once, but order, which calls cart, catalog and payment: after them.
    const urls = {} as Record<ServiceName, string>;
    await Promise.all(
      services
        .filter(({ name }) => name !== 'order')
        .map(async ({ name, workspace }) => {
          urls[name] =
            name === 'payment'
              ? await launch(
                  name,
                  (port) => runDeployable(workspace, { ...common, ...provider.env }, port),
                  paymentPort,
                )
              : await service(name, ownEnv[name]);
        }),
    );
    const firstCatalog = urls.catalog;
    const catalogs = [firstCatalog];
    for (let n = 2; n <= (options.instances?.catalogs ?? 1); n += 1) {
      const env = { ...common, ...catalogEnv, SEED_DEMO: 'false' };
      const { workspace } = deployable('catalog');
      catalogs.push(await launch(`catalog#${n}`, (port) => runDeployable(workspace, env, port)));
    }
    if (options.instances) started.set(catalogBalancer, await runBalancer(catalogs, 'keep'));
    urls.catalog = started.get(catalogBalancer)?.url ?? firstCatalog;
    urls.order = await service('order', {
      CART_SERVICE_URL: urls.cart,
      CATALOG_SERVICE_URL: urls.catalog,
      PAYMENT_SERVICE_URL: urls.payment,
      ORDER_MAX_UNPAID_UNITS_PER_ADDRESS: setupLimits.ORDER_MAX_UNPAID_UNITS_PER_ADDRESS,
      // The shopper's verify waits for payment.succeeded. A real broker answers a waiting fetch as
      // soon as data arrives; the mock cluster only after the fetch wait, so order alone, the one
      // consumer on a shopper's path, asks often (its idle fetches' CPU is counted in the figures).
      KAFKA_FETCH_MAX_WAIT_MS: process.env.BENCH_ORDER_FETCH_MAX_WAIT_MS ?? '20',
    });
    const gatewayEnv = {
      JWT_PUBLIC_KEY: keys.publicKey,
      REDIS_URL: common.REDIS_URL,
      TRUST_PROXY: 'loopback',
      // The production default: every shopper has an address of its own.
      RATE_LIMIT_PER_MINUTE: '600',
      OPS_PORT: String(opsPort),
      ...Object.fromEntries(services.map(({ name }) => [serviceUrlVariable(name), urls[name]])),
      ...staticSite,
      ...options.gatewayEnv,
    };
    launches.set('gateway', () => runGateway(gatewayEnv, gatewayPort));
    started.set('gateway', await runGateway(gatewayEnv, gatewayPort));
    if (options.instances) {
      gateways.push({ url: started.get('gateway')!.url, opsUrl: `http://127.0.0.1:${opsPort}` });
      for (let n = 2; n <= options.instances.gateways; n += 1) {
        const ops = await freePort();
        const url = await launch(`gateway#${n}`, (port) =>
          runGateway({ ...gatewayEnv, OPS_PORT: String(ops) }, port),
        );
        gateways.push({ url, opsUrl: `http://127.0.0.1:${ops}` });
      }
      const shopPort = Number(new URL(shopUrl).port);
      started.set(
        shopBalancer,
        await runBalancer(
          gateways.map((gateway) => gateway.url),
          'append',
          shopPort,
        ),
      );
      balanced = {
        shop: started.get(shopBalancer) as Balancer,
        catalog: started.get(catalogBalancer) as Balancer,
        gateways,
        catalogs,
      };
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    shape: 'production',
    url: shopUrl,
    opsUrl: `http://127.0.0.1:${opsPort}`,
    get processes() {
      return [...started]
        .filter(([name]) => name !== 'provider')
        .map(([name, deployable]) => ({ name, pid: deployable.process.pid! }));
    },
    databaseUrl: database.url,
    mailDir: common.MAIL_DIR,
    providerUrl: started.get('provider')!.url,
    instanceUrls: Object.fromEntries(
      Object.entries(replicaSets).map(([name, set]) => [name, set.instances.map((one) => one.url)]),
    ),
    stop: stopAll,
    balanced,
    replicaSets,
    faults: {
      kill: (name) => started.get(name)!.process.kill('SIGKILL'),
      restart: async (name) => {
        started.set(name, await launches.get(name)!());
      },
      database: databaseSwitch,
      redis: redisSwitch,
      kafkaPid: kafka.pid,
      kafkaBrokers: kafka.brokers,
    },
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
    providerUrl: url,
    stop,
  };
}
