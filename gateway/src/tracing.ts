import { startTracing } from '@glow/service-kit/tracing';

// Imported first by main.ts: the instrumentations must patch express, http and ioredis before they load.
startTracing('gateway');
