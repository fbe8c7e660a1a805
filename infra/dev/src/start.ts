import { existsSync } from 'node:fs';
import path from 'node:path';
import { startGateway } from '@glow/gateway';
import { createBus, stopOnSignals } from '@glow/service-kit';
import { adminAccount } from './admin-account';
import { banner } from './banner';
import { prepareDataDir, repoRoot } from './data-dir';
import { openDatabase } from './database';
import { gatewayEnv, serviceEnv } from './environment';
import { ensureJwtKeys } from './keys';
import { createRunnerLogger } from './logger';
import { assertPortFree, PortInUseError } from './ports';
import { claimDataDir } from './runner-pid';
import { type Runtime, stopRuntime } from './runtime';
import { serviceNames, startServices } from './services';

const env = process.env;
const logger = createRunnerLogger(env.LOG_LEVEL || 'info');
const runtime: Runtime = { busStarted: false, services: [] };
let stopRequested = false;
let stopping: Promise<void> | undefined;

class StopRequested extends Error {}

function checkpoint(): void {
  if (stopRequested) throw new StopRequested('stop requested during start');
}

function stopAll(): Promise<void> {
  stopping ??= stopRuntime(runtime, logger);
  return stopping;
}

function gatewayPort(): number {
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT=${env.PORT}: expected a port number (0-65535)`);
  return port;
}

function staticDir(): string {
  const built = path.join(repoRoot, 'shell', 'dist');
  return existsSync(path.join(built, 'index.html')) ? built : path.join(repoRoot, 'shell', 'public');
}

async function boot(): Promise<string> {
  const startedAt = Date.now();
  const paths = prepareDataDir(env);
  claimDataDir(paths.pidFile, paths.root);
  const port = gatewayPort();
  await assertPortFree(port, 'PORT');
  const keys = ensureJwtKeys(paths.keys);
  if (keys.generated)
    logger.info({ dir: paths.keys }, 'generated the JWT signing key pair (kept for later starts)');
  const admin = adminAccount(env, paths.adminPassword);

  runtime.database = await openDatabase({
    env,
    dataDir: paths.pglite,
    services: serviceNames.length,
    logger,
    onUnexpectedExit: (error) => {
      logger.fatal({ err: error }, 'the database engine stopped unexpectedly: stopping Glow');
      void stopAll().finally(() => process.exit(1));
    },
  });
  checkpoint();
  const bus = createBus(
    'glow',
    { KAFKA_BROKERS: env.KAFKA_BROKERS, KAFKA_IDEMPOTENT: env.KAFKA_IDEMPOTENT !== 'false' },
    logger,
  );
  runtime.bus = bus;
  const settings = {
    databaseUrl: runtime.database.url,
    poolMax: runtime.database.poolMax,
    keys,
    admin,
    paths,
  };
  await startServices({
    envOf: (name) => serviceEnv(name, env, settings),
    bus,
    logger,
    onStarted: (service) => runtime.services.push(service),
  });
  checkpoint();
  await bus.start();
  runtime.busStarted = true;

  const gateway = await startGateway({
    env: gatewayEnv(env, port, runtime.services, { ...settings, staticDir: staticDir() }),
    logger,
    processMetrics: false,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      throw new PortInUseError(`PORT=${port}: the port is already in use; choose another one`);
    throw error;
  });
  runtime.gateway = gateway;
  checkpoint();
  return banner({ port: gateway.port, admin, dataDir: paths.root, seconds: (Date.now() - startedAt) / 1000 });
}

const booting = boot();

stopOnSignals(async () => {
  stopRequested = true;
  await booting.catch(() => undefined);
  await stopAll();
  logger.info('Glow stopped');
}, logger);

booting.then(
  (text) => process.stdout.write(text),
  async (error: Error) => {
    if (error instanceof StopRequested) return;
    logger.fatal(
      { err: error instanceof PortInUseError ? undefined : error },
      `Glow could not start: ${error.message}`,
    );
    await stopAll();
    process.exit(1);
  },
);
