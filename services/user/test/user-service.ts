import { createTestKeys, startServiceForTest, type TestServiceOptions } from '@glow/testing';
import { userService } from '../src';

/**
 * Starts the user service for a test with a signing key matching the verifying one. Tests register
 * many accounts from one address: the registration limit is out of the way unless a test sets it.
 */
export function startUserService(options: TestServiceOptions = {}) {
  const keys = options.keys ?? createTestKeys();
  return startServiceForTest(userService, {
    ...options,
    keys,
    env: { JWT_PRIVATE_KEY: keys.privateKey, REGISTER_RATE_LIMIT_PER_IP: '10000', ...options.env },
  });
}
