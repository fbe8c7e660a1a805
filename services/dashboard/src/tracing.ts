import { startTracing } from '@glow/service-kit/tracing';

// Imported first by main.ts: the instrumentations must patch express, pg, kafkajs and ioredis before they load.
startTracing('dashboard');
