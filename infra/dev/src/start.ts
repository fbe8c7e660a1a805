import './heap-growth';
import './tracing';
import { builtSiteSettings, startGateway } from '@glow/gateway';
import { baseConfigSchema, createBus, inService, loadConfig, stopOnSignals } from '@glow/service-kit';
import { adminAccount } from './admin-account';
import { checkAdminSignIn } from './admin-sign-in';
import { banner } from './banner';
import { logFileOf, prepareDataDir, repoRoot } from './data-dir';
import { openDatabase } from './database';
import { gatewayEnv, gatewayUrl, serviceEnv } from './environment';
import { ensureJwtKeys, ensureMfaSecretKey } from './keys';
import { createRunnerLogger, type RunnerLevel } from './logger';
import { startPaymentSandbox, wantsPaymentSandbox } from './payment-sandbox';
import { assertPortFree, freePortsFor } from './ports';
import { claimDataDir } from './runner-pid';
import { type Runtime, stopRuntime } from './runtime';
import { serviceNames, startServices } from './services';
import { StartError } from './start-error';

const env = process.env;
const logLevels = baseConfigSchema.shape.LOG_LEVEL.unwrap().options as readonly string[];
if (env.LOG_LEVEL && !logLevels.includes(env.LOG_LEVEL)) {
  process.stderr.write(`Invalid configuration: LOG_LEVEL must be one of ${logLevels.join(', ')}\n`);
  process.exit(1);
}
const logFile = logFileOf(env);
// Without LOG_LEVEL the terminal shows the build steps, warnings and the banner; the full log (info
// and up) is in the data folder. LOG_LEVEL sets both.
const chosenLevel = env.LOG_LEVEL as RunnerLevel | undefined;
const logger = createRunnerLogger({
  consoleLevel: chosenLevel ?? 'warn',
  file: { path: logFile, level: chosenLevel ?? 'info' },
});
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

function portFrom(variable: 'PORT' | 'OPS_PORT', fallback: number): number {
  const port = Number(env[variable] || fallback);
  if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
  throw new StartError(`${variable}=${env[variable]}: expected a port number (0-65535)`);
}

async function boot(): Promise<string> {
  const startedAt = Date.now();
  const paths = prepareDataDir(env);
  claimDataDir(paths.pidFile, paths.root);
  const port = portFrom('PORT', 8080);
  await assertPortFree(port, 'PORT');
  // The operator port (every service's readiness, metrics): any free loopback port unless chosen.
  const opsPort = portFrom('OPS_PORT', 0);
  if (opsPort !== 0) await assertPortFree(opsPort, 'OPS_PORT');
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
  const busSettings = loadConfig(
    baseConfigSchema.pick({
      KAFKA_BROKERS: true,
      KAFKA_IDEMPOTENT: true,
      KAFKA_MOCK_CLUSTER: true,
      KAFKA_FETCH_MAX_WAIT_MS: true,
      KAFKA_SESSION_TIMEOUT_MS: true,
    }),
    env,
  );
  const bus = createBus('glow', busSettings, logger);
  runtime.bus = bus;
  const paymentUrl = () => runtime.services.find((service) => service.name === 'payment')?.url;
  const paymentSandbox = wantsPaymentSandbox(env)
    ? await startPaymentSandbox(env, env.SHOP_URL || gatewayUrl(env), paymentUrl, logger)
    : undefined;
  runtime.paymentSandbox = paymentSandbox;
  const settings = {
    databaseUrl: runtime.database.url,
    poolMax: runtime.database.poolMax,
    keys,
    mfaSecretKeyFile: ensureMfaSecretKey(paths.keys),
    admin,
    paths,
    paymentSandboxUrl: paymentSandbox?.url,
  };
  const servicePorts = await freePortsFor(serviceNames);
  await startServices({
    envOf: (name) => serviceEnv(name, env, settings, servicePorts),
    bus,
    logger,
    onStarted: (service) => runtime.services.push(service),
  });
  checkpoint();
  await bus.start();
  runtime.busStarted = true;

  runtime.gateway = await inService('gateway', () =>
    startGateway({
      // The built shell and microfrontends (`npm start` runs `npm run build:web` first).
      env: gatewayEnv(env, { port, opsPort }, runtime.services, settings, builtSiteSettings(repoRoot)),
      logger,
      processMetrics: false,
    }),
  ).catch((error: NodeJS.ErrnoException & { opsPort?: boolean }) => {
    if (error.code !== 'EADDRINUSE') throw error;
    throw new StartError(error.opsPort ? error.message : `PORT=${port}: the port is already in use`);
  });
  checkpoint();
  const userService = runtime.services.find((service) => service.name === 'user')!;
  const adminSignIn = await checkAdminSignIn(userService.url, admin);
  const seconds = (Date.now() - startedAt) / 1000;
  return banner({
    port: runtime.gateway.port,
    opsUrl: runtime.gateway.opsUrl,
    admin,
    adminSignIn,
    dataDir: paths.root,
    logFile,
    seconds,
  });
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
    const err = error instanceof StartError ? undefined : error;
    logger.fatal({ err }, `Glow could not start: ${error.message}`);
    setTimeout(() => process.exit(1), 20_000).unref();
    await stopAll();
    process.exit(1);
  },
);
