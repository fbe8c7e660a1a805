import { createTestKeys, startServiceForTest, type TestServiceOptions } from '@glow/service-kit/testing';
import { userService } from '../src';

/** Starts the user service for a test with a signing key matching the verifying one. */
export function startUserService(options: TestServiceOptions = {}) {
  const keys = options.keys ?? createTestKeys();
  return startServiceForTest(userService, {
    ...options,
    keys,
    env: { JWT_PRIVATE_KEY: keys.privateKey, ...options.env },
  });
}
