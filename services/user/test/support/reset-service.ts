import {
  type TestDatabase,
  createTestKeys,
  redisTestUrl,
  startServiceForTest,
  type ServiceUnderTest,
} from '@glow/service-kit/testing';
import { randomBytes } from 'node:crypto';
import { closeLimiters } from '../../src/http/rate-limit';
import { userService } from '../../src';

/** Started against the real PostgreSQL and Redis, with rate-limit counters under a fresh prefix. */
export async function startResetService(
  env: Record<string, string>,
  database?: TestDatabase,
): Promise<ServiceUnderTest> {
  const keys = createTestKeys();
  const running = await startServiceForTest(userService, {
    keys,
    database,
    env: {
      JWT_PRIVATE_KEY: keys.privateKey,
      REDIS_URL: await redisTestUrl(),
      RATE_LIMIT_PREFIX: `glow:test:${randomBytes(6).toString('hex')}:`,
      ...env,
    },
  });
  return {
    ...running,
    stop: async () => {
      await closeLimiters(running.service.ctx);
      await running.stop();
    },
  };
}
