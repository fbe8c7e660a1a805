import { createTestKeys, type TestKeys } from '@glow/service-kit/testing';
import type { ServiceName } from '../../src/routes';
import { startGateway, type RunningGateway } from '../../src/server';
import { closeUpstreams, startEchoUpstreams, upstreamEnv, urlsOf, type Upstreams } from './upstreams';

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
      OPS_PORT: '0',
      LOG_LEVEL: 'silent',
      JWT_PUBLIC_KEY: testKeys().publicKey,
      ...upstreamEnv(urls),
      ...env,
    },
    processMetrics: false,
  });
}

export interface EchoStack {
  upstreams: Upstreams;
  gateway: RunningGateway;
}

/** Registers beforeAll/afterAll that run a gateway in front of seven echo upstreams. */
export function useGatewayOverEchoUpstreams(): EchoStack {
  const stack = {} as EchoStack;
  beforeAll(async () => {
    stack.upstreams = await startEchoUpstreams();
    stack.gateway = await startTestGateway(urlsOf(stack.upstreams));
  });
  afterAll(async () => {
    await stack.gateway?.stop();
    if (stack.upstreams) await closeUpstreams(stack.upstreams);
  });
  return stack;
}
