export { type BaseConfig, baseConfigSchema, ConfigError, loadConfig } from './config';
export { AppError, badRequest, conflict, forbidden, notFound, unauthorized, unavailable } from './errors';
export { blankAsAbsent } from './values/blank-as-absent';
export { isUuid } from './values/uuid';
export { within } from './values/within';
export { createLogger, logContext, type Logger } from './logger';
export { ServiceMetrics } from './metrics';
export { assertKeyPair, readPrivateKey, readPublicKey } from './keys';
export {
  type ConfigOf,
  type Consumer,
  type Database,
  defineService,
  keepsTokenVersions,
  type RunningService,
  serviceConfigSchema,
  type ServiceContext,
  type ServiceDefinition,
  type StartOptions,
  startService,
  type Worker,
} from './service';
export { runMain, stopOnSignals } from './shutdown';
export { createApp, withoutPageOnlyHeaders } from './http/app';
export { type Auth, createAuth, secondFactorRequired, TokenCheckUnavailable, TokenError } from './http/auth';
export {
  revocationOf,
  type TokenRevocation,
  tokenVersionGroup,
  TokenVersions,
  tokenVersionTopics,
} from './auth/token-versions';
export { errorAnswer, errorHandler } from './http/error-handler';
export { sendJson } from './http/json-answer';
export { requestId, takeRequestId } from './http/request-id';
export { type LogLevel, type RecordRequest, requestLogLevel, requestRecorder } from './http/observe-requests';
export {
  addressKey,
  clientAddressKey,
  createRateLimits,
  type KeyedLimiter,
  type Limiter,
  type RateLimits,
} from './http/rate-limits';
export { type HeaderList, headerObject, requestHeaders, setHeaderList } from './http/header-list';
export { parseInput } from './http/validate';
export { type ApiDocument, apiDocumentPath, buildApiDocument, type RouteDescription } from './http/openapi';
export { closeServer } from './http/close-server';
export { answerClientErrorsAsJson } from './http/client-errors';
export { createPool, Pool, type PoolClient } from './db/pool';
export { type Queryable } from './db/queryable';
export { kitMigrations, migrate, type Migration, readMigrationDir } from './db/migrate';
export { isUniqueViolation, withTransaction } from './db/transaction';
export { isDatabaseUnavailable } from './db/unavailable';
export { type Backoff, backoffDelay } from './backoff';
export { OutageLog } from './outage-log';
export {
  type ConsumerObserver,
  defaultRetryPolicy,
  type EventBus,
  type EventHandler,
  type RetryPolicy,
  type Subscription,
} from './bus/event-bus';
export { type DeadLetter } from './bus/dead-letters';
export { TransientError } from './bus/transient-error';
export { InProcessBus } from './bus/in-process-bus';
export { ensureTopics, KafkaBus } from './bus/kafka-bus';
export { patchedKafkajsVersion } from './bus/kafkajs-idle-loop';
export { createBus } from './bus/create-bus';
export { type EventToWrite, noteEventsWritten, Outbox } from './outbox/outbox';
export { OutboxRelay } from './outbox/outbox-relay';
export { purgeExpired, schedulePurge } from './outbox/retention';
export { permanentPublishFailure } from './bus/publish-errors';
export { consumeOnce } from './outbox/consume-once';
export { createMailer, type Mailer, type MailMessage } from './mail/mailer';
export { MailJobs } from './mail/mail-jobs';
export { mailConfigSchema } from './mail/mail-config';
export { PeriodicJob } from './jobs/periodic-job';
export { inService } from './tracing/service-scope';
export { activeTraceparent, withTraceHeaders } from './tracing/traceparent';
export { consumeSpan, inSpan, pushSpan } from './tracing/spans';
export { traceRequests } from './tracing/server-spans';
export { actingAdmin, type ActingAdmin } from './audit/acting-admin';
export { anyChanged, changedFields, type Fields } from './audit/changed-fields';
export { type NewAdminAction, recordAdminAction } from './audit/record-admin-action';
