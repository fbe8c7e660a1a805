import {
  type TestDatabase,
  createTestKeys,
  redisTestUrl,
  startServiceForTest,
  type ServiceUnderTest,
} from '@glow/testing';
import { randomBytes } from 'node:crypto';
import { userService } from '../../src';
import type { UserDeps } from '../../src/deps';

/** Started against the real PostgreSQL and Redis, with rate-limit counters under a fresh prefix. */
export async function startResetService(
  env: Record<string, string>,
  database?: TestDatabase,
): Promise<ServiceUnderTest<UserDeps>> {
  const keys = createTestKeys();
  return startServiceForTest(userService, {
    keys,
    database,
    env: {
      JWT_PRIVATE_KEY: keys.privateKey,
      REDIS_URL: await redisTestUrl(),
      RATE_LIMIT_PREFIX: `glow:test:${randomBytes(6).toString('hex')}:`,
      ...env,
    },
  });
}
