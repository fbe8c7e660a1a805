import { start as startCart } from '@glow/cart';
import { start as startCatalog } from '@glow/catalog';
import { start as startDashboard } from '@glow/dashboard';
import { start as startMessaging } from '@glow/messaging';
import { start as startNotification } from '@glow/notification';
import { start as startOrder } from '@glow/order';
import { start as startPayment } from '@glow/payment';
import { ConfigError, type EventBus, type Logger, type RunningService } from '@glow/service-kit';
import { services, type ServiceName } from '@glow/topology';
import { start as startUser } from '@glow/user';
import { StartError } from './start-error';

export type { ServiceName } from '@glow/topology';

export type StartedService = Pick<
  RunningService,
  'url' | 'port' | 'stopAccepting' | 'stopRelay' | 'close'
> & {
  name: ServiceName;
};

type Starter = (options: {
  env: NodeJS.ProcessEnv;
  bus: EventBus;
  logger: Logger;
  processMetrics: boolean;
}) => Promise<Omit<StartedService, 'name'>>;

/** One starter per service of libs/topology (the compiler holds them to the list). */
const starters: Record<ServiceName, Starter> = {
  catalog: startCatalog,
  user: startUser,
  cart: startCart,
  order: startOrder,
  payment: startPayment,
  messaging: startMessaging,
  notification: startNotification,
  dashboard: startDashboard,
};

export const serviceNames: ServiceName[] = services.map((service) => service.name);

export interface StartServicesOptions {
  envOf(name: ServiceName): NodeJS.ProcessEnv;
  bus: EventBus;
  logger: Logger;
  /** Receives each service as soon as it is up, so a later failure can still stop it. */
  onStarted(service: StartedService): void;
}

/**
 * Starts every service at once on its own port. They share the bus, which is started by the
 * caller only after all of them have subscribed. Process metrics are collected by one of them.
 */
export async function startServices(options: StartServicesOptions): Promise<void> {
  const results = await Promise.allSettled(
    serviceNames.map(async (name) => {
      const running = await starters[name]({
        env: options.envOf(name),
        bus: options.bus,
        logger: options.logger,
        processMetrics: name === 'catalog',
      });
      options.onStarted({ name, ...pickLifecycle(running) });
    }),
  );
  const rejected = results.flatMap((result, index) =>
    result.status === 'rejected' ? [{ name: serviceNames[index], error: result.reason as Error }] : [],
  );
  if (rejected.length === 0) return;
  const message = `could not start ${rejected.map(({ name, error }) => `${name}: ${error.message}`).join('; ')}`;
  // A bad setting is the user's to fix: say which, without a stack.
  if (rejected.every(({ error }) => error instanceof ConfigError)) throw new StartError(message);
  throw new Error(message, { cause: rejected[0]!.error });
}

function pickLifecycle(running: Omit<StartedService, 'name'>): Omit<StartedService, 'name'> {
  return {
    url: running.url,
    port: running.port,
    stopAccepting: () => running.stopAccepting(),
    stopRelay: () => running.stopRelay(),
    close: () => running.close(),
  };
}
