import type { z } from 'zod';
import {
  createLogger,
  InProcessBus,
  startService,
  type BaseConfig,
  type EventBus,
  type Logger,
  type RunningService,
  type ServiceDefinition,
} from '@glow/service-kit';
import { createTestDatabase, type TestDatabase } from './database';
import { createTestKeys, type TestKeys } from './keys';

export interface ServiceUnderTest<D = unknown> {
  service: RunningService<BaseConfig, D>;
  url: string;
  keys: TestKeys;
  database: TestDatabase | undefined;
  bus: EventBus;
  stop(): Promise<void>;
}

export interface TestServiceOptions {
  env?: Record<string, string>;
  bus?: EventBus;
  keys?: TestKeys;
  database?: TestDatabase;
  /** Defaults to a silent one (TEST_LOG_LEVEL shows it). */
  logger?: Logger;
}

/** Starts a service in-process on port 0 against a fresh database on the real PostgreSQL. */
export async function startServiceForTest<S extends z.ZodObject, D>(
  definition: ServiceDefinition<S, D>,
  options: TestServiceOptions = {},
): Promise<ServiceUnderTest<D>> {
  const logger = options.logger ?? createLogger(definition.name, process.env.TEST_LOG_LEVEL ?? 'silent');
  const keys = options.keys ?? createTestKeys();
  const database = options.database ?? (definition.migrationsDir ? await createTestDatabase() : undefined);
  const ownsBus = !options.bus;
  const bus = options.bus ?? new InProcessBus(logger);
  const service = await startService(definition, {
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_POOL_MAX: '5',
      JWT_PUBLIC_KEY: keys.publicKey,
      SHUTDOWN_GRACE_MS: '1000',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...options.env,
    },
    bus,
    logger,
    processMetrics: false,
  });
  if (ownsBus) await bus.start();
  return {
    service: service as unknown as RunningService<BaseConfig, D>,
    url: service.url,
    keys,
    database,
    bus,
    stop: async () => {
      await service.stop();
      if (ownsBus) await bus.stop();
      if (!options.database) await database?.drop();
    },
  };
}
