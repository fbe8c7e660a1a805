import type { EventBus, Logger } from '@glow/service-kit';
import type { DatabaseChoice } from './database';
import type { StartedService } from './services';

/** What has started so far; shutdown stops exactly that, in dependency order. */
export interface Runtime {
  database?: DatabaseChoice;
  bus?: EventBus;
  busStarted: boolean;
  services: StartedService[];
  /** The payment providers' stand-in, in test mode. */
  paymentSandbox?: { stop(): Promise<void> };
  gateway?: { port: number; opsUrl: string; stop(): Promise<void> };
}

async function step(logger: Logger, label: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logger.error({ err: error }, `shutdown: ${label} failed`);
  }
}

function eachService(
  runtime: Runtime,
  logger: Logger,
  label: string,
  work: (service: StartedService) => Promise<void>,
) {
  return Promise.all(
    runtime.services.map((service) => step(logger, `${service.name} ${label}`, () => work(service))),
  );
}

/**
 * Gateway first (no new requests), then the payment sandbox (no new webhooks), then the services' HTTP, then a final outbox flush while
 * consumers still run, then the bus, then the pools, and the database engine last.
 */
export async function stopRuntime(runtime: Runtime, logger: Logger): Promise<void> {
  if (runtime.gateway) await step(logger, 'gateway', () => runtime.gateway!.stop());
  if (runtime.paymentSandbox) await step(logger, 'payment sandbox', () => runtime.paymentSandbox!.stop());
  await eachService(runtime, logger, 'stop accepting', (service) => service.stopAccepting());
  // The in-process bus holds publishes until it starts: after a failed start, let the relays finish.
  const bus = runtime.bus;
  if (bus?.kind === 'in-process' && !runtime.busStarted) await step(logger, 'bus start', () => bus.start());
  await eachService(runtime, logger, 'outbox flush', (service) => service.stopRelay());
  if (bus) await step(logger, 'bus', () => bus.stop());
  await eachService(runtime, logger, 'close', (service) => service.close());
  if (runtime.database) await step(logger, 'database', () => runtime.database!.stop());
}
