import { startTracing } from '@glow/service-kit/tracing';

/**
 * Imported first by start.ts, before any service loads express, pg or ioredis. One tracer provider
 * for the whole store; each span still names its own service (see `inService`).
 */
startTracing('glow');
