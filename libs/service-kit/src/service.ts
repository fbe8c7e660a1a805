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
/**
 * Something a service runs beside its requests (a job, a queue's sender): started once the server
 * listens, stopped once the server has drained, before the dependencies are released.
 */
export interface Worker {
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

/**
 * What a service is made of. `D` is the type of its own dependencies (what `create` answers); the
 * kit hands them to every hook, so nothing is looked up by context.
 *
 * A running service goes: database (migrations) → `create` → consumers subscribe → `prepare` →
 * `attach` → listen → `workers` start. It stops in the reverse order: consumers, the server (in-flight
 * requests finish, then `attach`'s cleanup), `workers`, the outbox relay, `dispose`, the bus, the pool.
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
   * Releases the dependencies (connections, limiters) on stop, after the server drained and the
   * workers stopped, before the pool closes. Without it, the kit calls the dependencies' own
   * `close()` when they have one.
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
  /** Runs after consumers subscribed and before the port opens (seeding, waiting for a limiter's Redis). */
  prepare?(ctx: ServiceContext<ConfigOf<S>>, deps: NoInfer<D>): Promise<void>;
  /**
   * What attaches to the HTTP server itself (Socket.IO), given it before it listens; answers the
   * cleanup, run once the server stopped listening. Jobs belong in `workers`.
   */
  attach?(server: Server, ctx: ServiceContext<ConfigOf<S>>, deps: NoInfer<D>): Promise<() => Promise<void>>;
  /** The jobs and queues this instance runs, in start order (stopped in reverse). */
  workers?(deps: NoInfer<D>, ctx: ServiceContext<ConfigOf<S>>): Worker[];
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
  /**
   * Stops taking requests and lets in-flight ones finish (bounded by SHUTDOWN_GRACE_MS), then stops
   * the workers.
   */
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

/** Every setting a service validates at start: its own schema's over the kit's base ones. */
export function serviceConfigSchema(definition: { config?: z.ZodObject }): z.ZodObject {
  return definition.config ? baseConfigSchema.extend(definition.config.shape) : baseConfigSchema;
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

interface Basics<C extends BaseConfig> {
  config: C;
  publicKey: ReturnType<typeof readPublicKey>;
  logger: Logger;
  schema: string;
  metrics: ServiceMetrics;
  bus: EventBus;
  /** True when the service made its bus (alone in its process) rather than sharing the runner's. */
  ownsBus: boolean;
}

/** Settings, logger, metrics and the bus: what every later step needs. */
function loadBasics<S extends z.ZodObject, D>(
  definition: ServiceDefinition<S, D>,
  options: StartOptions,
): Basics<ConfigOf<S>> {
  const config = loadConfig(serviceConfigSchema(definition), options.env ?? process.env) as ConfigOf<S>;
  const logger = (options.logger ?? createLogger(definition.name, config.LOG_LEVEL)).child({
    service: definition.name,
  });
  return {
    config,
    publicKey: readPublicKey(config),
    logger,
    schema: assertSchemaName(definition.schema ?? definition.name),
    metrics: new ServiceMetrics(definition.name, options.processMetrics ?? true),
    bus: options.bus ?? createBus(definition.name, config, logger),
    ownsBus: !options.bus,
  };
}

interface Storage {
  pool: Pool;
  relay: OutboxRelay;
  tokenVersions: TokenVersions | undefined;
}

/** The migrated database, its outbox relay and (unless the service issues tokens) its token versions. */
async function openStorage<S extends z.ZodObject, D>(
  definition: ServiceDefinition<S, D>,
  { config, logger, schema, bus, metrics }: Basics<ConfigOf<S>>,
): Promise<Storage | undefined> {
  if (!definition.migrationsDir) return undefined;
  const pool = await openDatabase(
    definition.name,
    schema,
    config,
    logger,
    definition.migrationsDir,
    keepsTokenVersions(definition),
  );
  const relay = new OutboxRelay({
    pool,
    schema,
    bus,
    logger,
    onParked: (topic) => metrics.outboxParked(topic),
  });
  metrics.trackOutboxBacklog(() => relay.backlog());
  const tokenVersions = keepsTokenVersions(definition)
    ? new TokenVersions(pool, schema, config.TOKEN_VERSION_CACHE_MS)
    : undefined;
  return { pool, relay, tokenVersions };
}

/** Writes through the pool that wake the relay right after a commit that wrote events (and only then). */
function databaseOf(storage: Storage | undefined, schema: string, service: string): Database {
  if (!storage) return noDatabase;
  const { pool, relay } = storage;
  return {
    pool,
    transaction: async (work) => {
      let wroteEvents = false;
      const result = await withTransaction(pool, async (client) => {
        const noted = await noteEventsWritten(client, work);
        wroteEvents = noted.wroteEvents;
        return noted.result;
      });
      if (wroteEvents) relay.wake();
      return result;
    },
    statement: async (work) => {
      const { result, wroteEvents } = await withClient(pool, (client) => noteEventsWritten(client, work));
      if (wroteEvents) relay.wake();
      return result;
    },
    consumeOnce: async (event, effect) => {
      let wroteEvents = false;
      const applied = await consumeOnce(pool, schema, service, event, async (client) => {
        wroteEvents = (await noteEventsWritten(client, effect)).wroteEvents;
      });
      if (applied && wroteEvents) relay.wake();
      return applied;
    },
  };
}

function buildContext<S extends z.ZodObject, D>(
  definition: ServiceDefinition<S, D>,
  basics: Basics<ConfigOf<S>>,
  storage: Storage | undefined,
): ServiceContext<ConfigOf<S>> {
  const { config, publicKey, logger, schema, metrics, bus } = basics;
  const auth = createAuth({
    publicKey,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    isRevoked:
      storage && definition.ownTokenCheck
        ? definition.ownTokenCheck(storage.pool)
        : storage?.tokenVersions?.isRevoked,
    logger,
    adminMfaRequired: config.ADMIN_MFA_REQUIRED,
  });
  return {
    name: definition.name,
    schema,
    config,
    logger,
    bus,
    auth,
    metrics,
    outbox: new Outbox(schema, definition.name),
    db: databaseOf(storage, schema, definition.name),
  };
}

/** Subscribes the kit's token-version consumer and the service's own, all behind one gate. */
async function subscribe<S extends z.ZodObject, D>(
  definition: ServiceDefinition<S, D>,
  ctx: ServiceContext<ConfigOf<S>>,
  deps: D,
  storage: Storage | undefined,
): Promise<ConsumerGate> {
  const { bus, logger, metrics } = ctx;
  const gate = new ConsumerGate(definition.name, (event, topic) => {
    const owner = topicContracts[topic].owner;
    logger.warn(
      { topic, eventId: event.id, producer: event.source, owner },
      'event ignored: its producer does not own the topic',
    );
    metrics.foreignEventIgnored(topic, event.source);
  });
  if (storage?.tokenVersions) {
    const { onTokensRevoked } = definition;
    const tokenChanged = userTokenChangedHandler({
      service: definition.name,
      schema: ctx.schema,
      pool: storage.pool,
      tokenVersions: storage.tokenVersions,
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
  return gate;
}

interface Servers {
  app: Express;
  server: Server;
  internalServer: Server | undefined;
}

/** The public server and, when INTERNAL_PORT is set, the one for `/internal` routes; not listening yet. */
function buildServers<S extends z.ZodObject, D>(
  definition: ServiceDefinition<S, D>,
  ctx: ServiceContext<ConfigOf<S>>,
  deps: D,
  pool: Pool | undefined,
): Servers {
  const { config, logger, metrics, bus } = ctx;
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
  return { app, server, internalServer };
}

async function buildService<S extends z.ZodObject, D = undefined>(
  definition: ServiceDefinition<S, D>,
  options: StartOptions,
): Promise<RunningService<ConfigOf<S>, D>> {
  const basics = loadBasics(definition, options);
  const { config, logger, bus, ownsBus } = basics;
  const storage = await openStorage(definition, basics);
  const ctx = buildContext(definition, basics, storage);
  // Without `create`, D is its default (undefined).
  const deps = definition.create ? await definition.create(ctx) : (undefined as D);
  const gate = await subscribe(definition, ctx, deps, storage);
  await definition.prepare?.(ctx, deps);

  const { app, server, internalServer } = buildServers(definition, ctx, deps, storage?.pool);
  const detach = (await definition.attach?.(server, ctx, deps)) ?? (async () => undefined);
  // Serve first: joining consumer groups can take a session timeout (a dead member's), and
  // meanwhile the service answers HTTP and /readyz says "not ready" (the bus check).
  const consuming = ownsBus ? startInBackground(bus, logger) : undefined;
  storage?.relay.start();
  const purge = storage
    ? schedulePurge(
        storage.pool,
        ctx.schema,
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
  const workers = definition.workers?.(deps, ctx) ?? [];
  for (const worker of workers) await worker.start();
  logger.info({ port, internalPort }, `${definition.name} listening`);

  const stopConsuming = async () => {
    gate.close();
    consuming?.cancel();
    if (ownsBus) await bus.stopConsuming();
  };
  let accepting: Promise<void> | undefined;
  const stopAccepting = () =>
    (accepting ??= (async () => {
      // Stop listening first, then detach: a client the detach drops (a socket) reconnects to another
      // instance instead of back here. Open sockets hold the close until the detach ends them.
      const closing = Promise.all([
        closeServer(server, config.SHUTDOWN_GRACE_MS),
        internalServer && closeServer(internalServer, config.SHUTDOWN_GRACE_MS),
      ]);
      await detach();
      await closing;
      for (const worker of [...workers].reverse()) await worker.stop();
    })());
  const stopRelay = async () => {
    await purge?.stop();
    await storage?.relay.stop();
  };
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      await disposeDeps(definition, deps, ctx).catch((error: unknown) =>
        logger.error({ err: error }, 'dependencies could not be released'),
      );
      if (ownsBus) await bus.stop();
      await storage?.pool.end();
    })());
  let stopped: Promise<void> | undefined;
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
    stop: () =>
      (stopped ??= (async () => {
        await stopConsuming();
        await stopAccepting();
        await stopRelay();
        await close();
        logger.info('stopped');
      })()),
  };
}

async function disposeDeps<S extends z.ZodObject, D>(
  definition: ServiceDefinition<S, D>,
  deps: D,
  ctx: ServiceContext<ConfigOf<S>>,
): Promise<void> {
  if (definition.dispose) await definition.dispose(deps, ctx);
  else if (hasClose(deps)) await deps.close();
}

/** Lets TypeScript infer a definition's config type from its `config` schema, and its dependencies' from `create`. */
export function defineService<S extends z.ZodObject = z.ZodObject<Record<string, never>>, D = undefined>(
  definition: ServiceDefinition<S, D>,
): ServiceDefinition<S, D> {
  return definition;
}
