import { readFileSync } from 'node:fs';
import { ConfigError } from '../config';
import type { Logger } from '../logger';
import type { EventBus } from './event-bus';
import { InProcessBus } from './in-process-bus';
import { KafkaBus, type KafkaSignIn } from './kafka-bus';

export interface BusSettings {
  KAFKA_BROKERS?: string;
  KAFKA_IDEMPOTENT: boolean;
  KAFKA_MOCK_CLUSTER?: boolean;
  KAFKA_FETCH_MAX_WAIT_MS: number;
  KAFKA_SESSION_TIMEOUT_MS?: number;
  KAFKA_MAX_MESSAGE_BYTES?: number;
  KAFKA_SASL_MECHANISM?: KafkaSignIn['mechanism'];
  KAFKA_SASL_USERNAME?: string;
  KAFKA_SASL_PASSWORD?: string;
  KAFKA_TLS_CA_FILE?: string;
}

/** The CA certificates to trust for TLS to the brokers, when a CA file is set. */
function tlsCaOf(settings: BusSettings): string[] | undefined {
  const file = settings.KAFKA_TLS_CA_FILE;
  if (!file) return undefined;
  try {
    return [readFileSync(file, 'utf8')];
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: KAFKA_TLS_CA_FILE ${file} cannot be read (${(error as Error).message})`,
    );
  }
}

/** The sign-in the settings ask for: a mechanism needs both a user and a password. */
function signInOf(settings: BusSettings): KafkaSignIn | undefined {
  const {
    KAFKA_SASL_MECHANISM: mechanism,
    KAFKA_SASL_USERNAME: username,
    KAFKA_SASL_PASSWORD: password,
  } = settings;
  if (!mechanism) return undefined;
  if (!username || !password) {
    throw new ConfigError(
      `Invalid configuration: KAFKA_SASL_MECHANISM=${mechanism} needs KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD`,
    );
  }
  switch (mechanism) {
    case 'plain':
      return { mechanism, username, password };
    case 'scram-sha-256':
      return { mechanism, username, password };
    case 'scram-sha-512':
      return { mechanism, username, password };
  }
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
    mockCluster: settings.KAFKA_MOCK_CLUSTER,
    fetchMaxWaitMs: settings.KAFKA_FETCH_MAX_WAIT_MS,
    sessionTimeoutMs: settings.KAFKA_SESSION_TIMEOUT_MS,
    maxMessageBytes: settings.KAFKA_MAX_MESSAGE_BYTES,
    sasl: signInOf(settings),
    tlsCa: tlsCaOf(settings),
    logger,
  });
}
