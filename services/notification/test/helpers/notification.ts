import {
  redisTestUrl,
  startServiceForTest,
  waitFor,
  type ServiceUnderTest,
  type TestKeys,
} from '@glow/testing';
import { randomUUID } from 'node:crypto';
import { notificationService } from '../../src';

export interface InstanceOptions {
  keys?: TestKeys;
  /** Defaults to the test Redis; `false` runs the embedded default (no REDIS_URL). */
  redisUrl?: string | false;
  /** Instances that must fan out together share one prefix; each test run uses its own. */
  prefix?: string;
}

export const runPrefix = () => `glow:test:${randomUUID()}`;

export async function startNotification(options: InstanceOptions = {}): Promise<ServiceUnderTest> {
  const redisUrl = options.redisUrl === undefined ? await redisTestUrl() : options.redisUrl;
  return startServiceForTest(notificationService, {
    keys: options.keys,
    env: {
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      NOTIFICATION_REDIS_PREFIX: options.prefix ?? runPrefix(),
      NOTIFICATION_DEDUPE_TTL_SECONDS: '60',
    },
  });
}

export async function readiness(url: string): Promise<{ ready: boolean; checks: Record<string, boolean> }> {
  const answer = await fetch(`${url}/readyz`);
  return (await answer.json()) as { ready: boolean; checks: Record<string, boolean> };
}

/** Ready means the Redis subscriber's PING came back, so the adapter's subscriptions are in place. */
export function untilReady(url: string, timeoutMs = 5_000) {
  return waitFor(`${url} ready`, async () => (await readiness(url)).ready, timeoutMs);
}
