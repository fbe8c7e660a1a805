import type { Logger } from '../logger';
import type { EventBus } from './event-bus';
import { InProcessBus } from './in-process-bus';
import { KafkaBus } from './kafka-bus';

export interface BusSettings {
  KAFKA_BROKERS?: string;
  KAFKA_IDEMPOTENT: boolean;
  KAFKA_FETCH_MAX_WAIT_MS: number;
  KAFKA_SESSION_TIMEOUT_MS?: number;
  KAFKA_MAX_MESSAGE_BYTES?: number;
}

/** Kafka when brokers are configured, else the in-process bus (the embedded default). */
export function createBus(clientId: string, settings: BusSettings, logger: Logger): EventBus {
  if (!settings.KAFKA_BROKERS) {
    logger.info('KAFKA_BROKERS not set: using the in-process event bus (embedded default)');
    return new InProcessBus(logger);
  }
  const brokers = settings.KAFKA_BROKERS.split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  return new KafkaBus({
    brokers,
    clientId,
    idempotent: settings.KAFKA_IDEMPOTENT,
    fetchMaxWaitMs: settings.KAFKA_FETCH_MAX_WAIT_MS,
    sessionTimeoutMs: settings.KAFKA_SESSION_TIMEOUT_MS,
    maxMessageBytes: settings.KAFKA_MAX_MESSAGE_BYTES,
    logger,
  });
}
