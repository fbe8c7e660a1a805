import { topicContracts, type EventEnvelope, type TokenClaims, type Topic } from '@glow/contracts';
import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Pool, PoolClient } from 'pg';
import { z } from 'zod';
import { backoffDelay, busRestartBackoff } from './backoff';
import { ConsumerStoppedError, type EventBus, type EventHandler } from './bus/event-bus';
import { withCorrelationId } from './correlation';
import { createBus } from './bus/create-bus';
import { baseConfigSchema, ConfigError, loadConfig, type BaseConfig } from './config';
import { kitMigrations, migrate, readMigrationDir } from './db/migrate';
import { assertSchemaName, createPool, isDatabaseReachable } from './db/pool';
import { withTransaction } from './db/transaction';
import { withClient } from './db/with-client';
import { TokenVersions, type TokenRevocation } from './auth/token-versions';
import { userTokenChangedHandler } from './auth/user-token-changed.handler';
import { createApp, type Readiness } from './http/app';
import { buildApiDocument, type RouteDescription } from './http/openapi';
import type { LogLevel } from './http/observe-requests';
import { createAuth, type Auth } from './http/auth';
import { answerClientErrorsAsJson } from './http/client-errors';
import { closeServer, drainOnClose } from './http/close-server';
import { readPublicKey } from './keys';
import { createLogger, type Logger } from './logger';
import { ServiceMetrics } from './metrics';
import { consumeOnce } from './outbox/consume-once';
import { noteEventsWritten, Outbox } from './outbox/outbox';
import { OutboxRelay } from './outbox/outbox-relay';
import { schedulePurge } from './outbox/retention';
import { traceRequests } from './tracing/server-spans';
import { inService } from './tracing/service-scope';
import { consumeSpan } from './tracing/spans';

export interface Database {
  pool: Pool;
  /** One transaction; events added to the outbox inside it are relayed right after the commit. */
  transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T>;
  /**
   * Work that writes in one statement, atomic on its own: no BEGIN and COMMIT round trips. Events it
   * wrote (`Outbox.insertOf`) are relayed right after it.
   */
  statement<T>(work: (client: PoolClient) => Promise<T>): Promise<T>;
  /** Runs an event's effect at most once for this service's consumer group. */
  consumeOnce(event: EventEnvelope, effect: (client: PoolClient) => Promise<void>): Promise<boolean>;
}

export interface ServiceContext<C extends BaseConfig = BaseConfig> {
  name: string;
  schema: string;
  config: C;
  logger: Logger;
  bus: EventBus;
  auth: Auth;
  metrics: ServiceMetrics;
  outbox: Outbox;
  /** Present when the service declares a database. */
  db: Database;
}

export interface Consumer<C extends BaseConfig, D = undefined> {
  topics: Topic[];
  handle(event: EventEnvelope, topic: Topic, ctx: ServiceContext<C>, deps: D): Promise<void>;
}

/** A service's settings: its own schema's over the kit's base ones. */
export type ConfigOf<S extends z.ZodObject> = z.infer<S> & BaseConfig;

/**
 * What a service is made of. `D` is the type of its own dependencies (what `create` answers); the
 * kit hands them to every hook, so nothing is looked up by context.
 */
export interface ServiceDefinition<S extends z.ZodObject, D = undefined> {
  name: string;
  /** PostgreSQL schema the service owns; defaults to its name. */
  schema?: string;
  /** Extra settings, merged over the base schema. */
  config?: S;
  /** Folder of ordered `NNN_name.sql` files; omit for a service without a database. */
  migrationsDir?: string;
  /**
   * Builds the service's dependencies (clients, workers, shared state) once per running service:
   * after migrations, before consumers subscribe. Required when the definition uses `D`.
   */
  create?(ctx: ServiceContext<ConfigOf<S>>): D | Promise<D>;
  /**
   * Releases the dependencies on stop, after consumers stopped and the server closed (before the
   * pool closes). Without it, the kit calls the dependencies' own `close()` when they have one.
   */
  dispose?(deps: NoInfer<D>, ctx: ServiceContext<ConfigOf<S>>): Promise<void>;
  routes?(app: Express, ctx: ServiceContext<ConfigOf<S>>, deps: NoInfer<D>): void;
  /**
   * The `/internal/…` routes other services call (never the gateway): on their own port when
   * INTERNAL_PORT is set, else beside `routes`. Described in `api` like the others.
   */
  internalRoutes?(app: Express, ctx: ServiceContext<ConfigOf<S>>, deps: NoInfer<D>): void;
  /** What `routes` registers, described for the service's OpenAPI document (`GET /openapi.json`). */
  api?: readonly RouteDescription[];
  /** The access log's level of a request by its route label and status (default `requestLogLevel`). */
  requestLogLevel?(route: string, status: number, url: string): LogLevel;
  consumers?: Consumer<ConfigOf<S>, NoInfer<D>>[];
  /** Runs after migrations and before the port opens. */
  prepare?(ctx: ServiceContext<ConfigOf<S>>, deps: NoInfer<D>): Promise<void>;
  /** Gets the HTTP server before it listens (Socket.IO attaches here); answers a cleanup. */
  attach?(server: Server, ctx: ServiceContext<ConfigOf<S>>, deps: NoInfer<D>): Promise<() => Promise<void>>;
  readinessChecks?(
    ctx: ServiceContext<ConfigOf<S>>,
    deps: NoInfer<D>,
  ): Record<string, () => Promise<boolean>>;
  /**
   * For the service that issues tokens: checks them against its own users. Every other service
   * with a database keeps token versions from `user.updated` / `user.deleted` instead.
   */
  ownTokenCheck?(pool: Pool): (claims: TokenClaims) => Promise<boolean>;
  /** Runs after the kit has recorded a user's new token version or deletion (e.g. to drop open sockets). */
  onTokensRevoked?(
    revocation: TokenRevocation,
    ctx: ServiceContext<ConfigOf<S>>,
    deps: NoInfer<D>,
  ): Promise<void>;
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** A bus shared with other services in this process (embedded mode); else made from config. */
  bus?: EventBus;
  logger?: Logger;
  /** Skip process-wide metrics when several services share one process. */
  processMetrics?: boolean;
}

export interface RunningService<C extends BaseConfig = BaseConfig, D = unknown> {
  ctx: ServiceContext<C>;
  /** What the definition's `create` built. */
  deps: D;
  server: Server;
  /** The Express app the server answers with (Socket.IO may stand in front of it on the server). */
  app: Express;
  port: number;
  url: string;
  /** Where the `/internal` routes answer: `url`, or the INTERNAL_PORT server's. */
  internalUrl: string;
  /**
   * Stops handling events (after the in-flight ones): later events stay unacknowledged for another
   * instance. Comes first, so nothing is consumed while the service detaches (e.g. its sockets).
   */
  stopConsuming(): Promise<void>;
  /** Stops taking requests and lets in-flight ones finish (bounded by SHUTDOWN_GRACE_MS). */
  stopAccepting(): Promise<void>;
  /** Stops the outbox relay after a final flush. */
  stopRelay(): Promise<void>;
  /** Releases the service's dependencies, stops the bus when the service owns it, then closes the pool. */
  close(): Promise<void>;
  /** All of the above, in that order. */
  stop(): Promise<void>;
}

const noDatabase: Database = new Proxy({} as Database, {
  get() {
    throw new Error('this service declares no database');
  },
});

async function openDatabase(
  name: string,
  schema: string,
  config: BaseConfig,
  logger: Logger,
  migrationsDir: string,
  withTokenVersions: boolean,
) {
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_URL is required (the embedded runner provides one)',
    );
  }
  const pool = createPool(config.DATABASE_URL, config.DATABASE_POOL_MAX, logger);
  const migrations = [
    ...kitMigrations(schema, { tokenVersions: withTokenVersions }),
    ...(await readMigrationDir(migrationsDir)),
  ];
  await migrate(pool, schema, migrations, logger).catch(async (error) => {
    await pool.end();
    throw error;
  });
  logger.info({ schema, service: name }, 'database ready');
  return pool;
}

/** Starts an owned bus without holding up the port, retrying with backoff while the brokers are away. */
function startInBackground(bus: EventBus, logger: Logger): { cancel(): void } {
  let cancelled = false;
  void (async () => {
    for (let attempt = 1; !cancelled; attempt += 1) {
      try {
        await bus.start();
        logger.info('event bus started: consumers joined');
        return;
      } catch (error) {
        const retryInMs = backoffDelay(busRestartBackoff, attempt);
        logger.error({ err: error, attempt, retryInMs }, 'event bus could not start: retrying');
        await new Promise((resolve) => setTimeout(resolve, retryInMs).unref());
      }
    }
  })();
  return { cancel: () => (cancelled = true) };
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  server.listen(port, host);
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/**
 * A service's handlers run under the consumed event's correlation id, in a span of the trace the
 * event was published in, and refuse events once the service stops consuming (the bus then
 * leaves them unacknowledged instead of dead-lettering them).
 */
class ConsumerGate {
  private stopped = false;

  constructor(
    private readonly service: string,
    private readonly ignoreForeign: (event: EventEnvelope, topic: Topic) => void,
  ) {}

  guard(group: string, handler: EventHandler): EventHandler {
    return async (event, topic) => {
      if (this.stopped) throw new ConsumerStoppedError(group);
      // Only the topic's owner may say what its events say (an `order.paid` from anyone else is a
      // forgery or a misconfiguration): acknowledged and ignored, nothing to retry or heal.
      if (event.source !== topicContracts[topic].owner) return this.ignoreForeign(event, topic);
      return withCorrelationId(event.correlationId, () =>
        inService(this.service, () => consumeSpan(topic, group, event.id, () => handler(event, topic))),
      );
    };
  }

  close(): void {
    this.stopped = true;
  }
}

function hasClose(deps: unknown): deps is { close(): Promise<void> | void } {
  return (
    typeof deps === 'object' && deps !== null && typeof (deps as { close?: unknown }).close === 'function'
  );
}

/**
 * Whether the kit keeps the service's token versions from `user.*` events (its consumer group
 * `tokenVersionGroup(name)`): every service with a database but the one that issues tokens.
 */
export function keepsTokenVersions(definition: { migrationsDir?: string; ownTokenCheck?: unknown }): boolean {
  return Boolean(definition.migrationsDir) && !definition.ownTokenCheck;
}

/**
 * Builds and starts a service from its definition: config, database, bus, relay, consumers, HTTP.
 * Everything it starts (relay, jobs, requests) runs as this service's for tracing.
 */
export function startService<S extends z.ZodObject, D = undefined>(
  definition: ServiceDefinition<S, D>,
  options: StartOptions = {},
): Promise<RunningService<ConfigOf<S>, D>> {
  return inService(definition.name, () => buildService(definition, options));
}

async function buildService<S extends z.ZodObject, D = undefined>(
  definition: ServiceDefinition<S, D>,
  options: StartOptions,
): Promise<RunningService<ConfigOf<S>, D>> {
  type C = ConfigOf<S>;
  const schemaOfConfig = definition.config
    ? baseConfigSchema.extend(definition.config.shape)
    : baseConfigSchema;
  const config = loadConfig(schemaOfConfig, options.env ?? process.env) as C;
  const publicKey = readPublicKey(config);
  const logger = (options.logger ?? createLogger(definition.name, config.LOG_LEVEL)).child({
    service: definition.name,
  });
  const schema = assertSchemaName(definition.schema ?? definition.name);
  const metrics = new ServiceMetrics(definition.name, options.processMetrics ?? true);
  const ownsBus = !options.bus;
  const bus = options.bus ?? createBus(definition.name, config, logger);

  const pool = definition.migrationsDir
    ? await openDatabase(
        definition.name,
        schema,
        config,
        logger,
        definition.migrationsDir,
        keepsTokenVersions(definition),
      )
    : undefined;
  const relay = pool
    ? new OutboxRelay({ pool, schema, bus, logger, onParked: (topic) => metrics.outboxParked(topic) })
    : undefined;
  const tokenVersions =
    pool && keepsTokenVersions(definition)
      ? new TokenVersions(pool, schema, config.TOKEN_VERSION_CACHE_MS)
      : undefined;
  const auth = createAuth({
    publicKey,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    isRevoked: pool && definition.ownTokenCheck ? definition.ownTokenCheck(pool) : tokenVersions?.isRevoked,
    logger,
    adminMfaRequired: config.ADMIN_MFA_REQUIRED,
  });
  const outbox = new Outbox(schema, definition.name);
  const db: Database = pool
    ? {
        pool,
        // Events written inside go out right after the commit, not at the next poll; a commit
        // that wrote none does not wake the relay (no outbox query per cart change).
        transaction: async (work) => {
          let wroteEvents = false;
          const result = await withTransaction(pool, async (client) => {
            const noted = await noteEventsWritten(client, work);
            wroteEvents = noted.wroteEvents;
            return noted.result;
          });
          if (wroteEvents) relay?.wake();
          return result;
        },
        statement: async (work) => {
          const { result, wroteEvents } = await withClient(pool, (client) => noteEventsWritten(client, work));
          if (wroteEvents) relay?.wake();
          return result;
        },
        consumeOnce: async (event, effect) => {
          let wroteEvents = false;
          const applied = await consumeOnce(pool, schema, definition.name, event, async (client) => {
            wroteEvents = (await noteEventsWritten(client, effect)).wroteEvents;
          });
          if (applied && wroteEvents) relay?.wake();
          return applied;
        },
      }
    : noDatabase;
  const ctx: ServiceContext<C> = {
    name: definition.name,
    schema,
    config,
    logger,
    bus,
    auth,
    metrics,
    outbox,
    db,
  };
  if (relay) metrics.trackOutboxBacklog(() => relay.backlog());

  // Without `create`, D is its default (undefined).
  const deps = definition.create ? await definition.create(ctx) : (undefined as D);

  const gate = new ConsumerGate(definition.name, (event, topic) => {
    const owner = topicContracts[topic].owner;
    logger.warn(
      { topic, eventId: event.id, producer: event.source, owner },
      'event ignored: its producer does not own the topic',
    );
    metrics.foreignEventIgnored(topic, event.source);
  });
  if (pool && tokenVersions) {
    const { onTokensRevoked } = definition;
    const tokenChanged = userTokenChangedHandler({
      service: definition.name,
      schema,
      pool,
      tokenVersions,
      onTokensRevoked: onTokensRevoked && ((revocation) => onTokensRevoked(revocation, ctx, deps)),
    });
    await bus.subscribe({
      group: tokenChanged.group,
      topics: tokenChanged.topics,
      handler: gate.guard(tokenChanged.group, (event) => tokenChanged.handle(event)),
      observer: metrics.consumerObserver(),
    });
  }
  for (const consumer of definition.consumers ?? []) {
    await bus.subscribe({
      group: definition.name,
      topics: consumer.topics,
      handler: gate.guard(definition.name, (event, topic) => consumer.handle(event, topic, ctx, deps)),
      observer: metrics.consumerObserver(),
    });
  }
  await definition.prepare?.(ctx, deps);

  const extraChecks = definition.readinessChecks?.(ctx, deps) ?? {};
  const readiness = async (): Promise<Readiness> => {
    const checks: Record<string, boolean> = { bus: await bus.isReady() };
    if (pool) checks.database = await isDatabaseReachable(pool);
    for (const [name, check] of Object.entries(extraChecks)) checks[name] = await check().catch(() => false);
    return { ready: Object.values(checks).every(Boolean), checks };
  };

  const separateInternal = config.INTERNAL_PORT !== undefined && definition.internalRoutes !== undefined;
  const appWith = (routes: (expressApp: Express) => void) =>
    createApp({
      logger,
      metrics,
      readiness,
      bodyLimit: config.BODY_LIMIT,
      apiDocument: buildApiDocument(definition.name, definition.api ?? []),
      routes,
      ...(definition.requestLogLevel ? { requestLogLevel: definition.requestLogLevel } : {}),
    });
  const app = appWith((expressApp) => {
    definition.routes?.(expressApp, ctx, deps);
    if (!separateInternal) definition.internalRoutes?.(expressApp, ctx, deps);
  });
  const internalServer = separateInternal
    ? drainOnClose(
        http.createServer(
          traceRequests(
            definition.name,
            appWith((expressApp) => definition.internalRoutes!(expressApp, ctx, deps)),
          ),
        ),
      )
    : undefined;
  const server = drainOnClose(http.createServer(traceRequests(definition.name, app)));
  answerClientErrorsAsJson(server);
  const detach = (await definition.attach?.(server, ctx, deps)) ?? (async () => undefined);
  // Serve first: joining consumer groups can take a session timeout (a dead member's), and
  // meanwhile the service answers HTTP and /readyz says "not ready" (the bus check).
  const consuming = ownsBus ? startInBackground(bus, logger) : undefined;
  relay?.start();
  const purge = pool
    ? schedulePurge(
        pool,
        schema,
        {
          sentRetentionMs: config.OUTBOX_SENT_RETENTION_HOURS * 3_600_000,
          ledgerRetentionMs: config.PROCESSED_EVENTS_RETENTION_DAYS * 86_400_000,
        },
        logger,
      )
    : undefined;
  const port = await listen(server, config.PORT, config.HOST);
  const internalPort = internalServer
    ? await listen(internalServer, config.INTERNAL_PORT!, config.HOST)
    : port;
  logger.info({ port, internalPort }, `${definition.name} listening`);

  let stopped: Promise<void> | undefined;
  const stopConsuming = async () => {
    gate.close();
    consuming?.cancel();
    if (ownsBus) await bus.stopConsuming();
  };
  const stopAccepting = async () => {
    // Stop listening first, then detach: a client the detach drops (a socket) reconnects to another
    // instance instead of back here. Open sockets hold the close until the detach ends them.
    const closing = Promise.all([
      closeServer(server, config.SHUTDOWN_GRACE_MS),
      internalServer && closeServer(internalServer, config.SHUTDOWN_GRACE_MS),
    ]);
    await detach();
    await closing;
  };
  const stopRelay = async () => {
    await purge?.stop();
    await relay?.stop();
  };
  let disposed: Promise<void> | undefined;
  const disposeDeps = async () => {
    if (definition.dispose) await definition.dispose(deps, ctx);
    else if (hasClose(deps)) await deps.close();
  };
  const close = async () => {
    disposed ??= disposeDeps().catch((error: unknown) =>
      logger.error({ err: error }, 'dependencies could not be released'),
    );
    await disposed;
    if (ownsBus) await bus.stop();
    await pool?.end();
  };
  return {
    ctx,
    deps,
    server,
    app,
    port,
    url: `http://127.0.0.1:${port}`,
    internalUrl: `http://127.0.0.1:${internalPort}`,
    stopConsuming,
    stopAccepting,
    stopRelay,
    close,
    stop: () => {
      stopped ??= (async () => {
        await stopConsuming();
        await stopAccepting();
        await stopRelay();
        await close();
        logger.info('stopped');
      })();
      return stopped;
    },
  };
}

/** Lets TypeScript infer a definition's config type from its `config` schema, and its dependencies' from `create`. */
export function defineService<S extends z.ZodObject = z.ZodObject<Record<string, never>>, D = undefined>(
  definition: ServiceDefinition<S, D>,
): ServiceDefinition<S, D> {
  return definition;
}
