import { createTestKeys, type TestKeys } from '@glow/service-kit/testing';
import type { ServiceName } from '../../src/routes';
import { startGateway, type RunningGateway } from '../../src/server';
import { upstreamEnv } from './upstreams';

let keys: TestKeys | undefined;

/** One RSA pair per test file: generating one takes ~100 ms. */
export function testKeys(): TestKeys {
  keys ??= createTestKeys();
  return keys;
}

export function startTestGateway(
  urls: Record<ServiceName, string>,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningGateway> {
  return startGateway({
    env: {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      JWT_PUBLIC_KEY: testKeys().publicKey,
      ...upstreamEnv(urls),
      ...env,
    },
    processMetrics: false,
  });
}
