import { start as startCart } from '@glow/cart';
import { start as startCatalog } from '@glow/catalog';
import { start as startMessaging } from '@glow/messaging';
import { start as startNotification } from '@glow/notification';
import { start as startOrder } from '@glow/order';
import { start as startPayment } from '@glow/payment';
import type { EventBus, Logger, RunningService } from '@glow/service-kit';
import { start as startUser } from '@glow/user';

export type ServiceName = 'catalog' | 'user' | 'cart' | 'order' | 'payment' | 'messaging' | 'notification';

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

const starters: Record<ServiceName, Starter> = {
  catalog: startCatalog,
  user: startUser,
  cart: startCart,
  order: startOrder,
  payment: startPayment,
  messaging: startMessaging,
  notification: startNotification,
};

export const serviceNames = Object.keys(starters) as ServiceName[];

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
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected' ? [`${serviceNames[index]}: ${(result.reason as Error).message}`] : [],
  );
  if (failures.length > 0) throw new Error(`could not start ${failures.join('; ')}`);
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
