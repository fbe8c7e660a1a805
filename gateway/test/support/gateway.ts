import { createTestKeys, type TestKeys } from '@glow/testing';
import type { ServiceName } from '../../src/routes';
import { startGateway, type RunningGateway } from '../../src/server';
import {
  closeUpstreams,
  startEchoUpstream,
  startEchoUpstreams,
  upstreamEnv,
  urlsOf,
  type Upstream,
  type Upstreams,
} from './upstreams';

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
  /** The payment sandbox's stand-in (PAYMENT_SANDBOX_URL), as in test mode. */
  sandbox: Upstream;
  gateway: RunningGateway;
}

/** Registers beforeAll/afterAll that run a gateway in front of an echo upstream per service and the sandbox. */
export function useGatewayOverEchoUpstreams(): EchoStack {
  const stack = {} as EchoStack;
  beforeAll(async () => {
    stack.upstreams = await startEchoUpstreams();
    stack.sandbox = await startEchoUpstream('payment-sandbox');
    stack.gateway = await startTestGateway(urlsOf(stack.upstreams), {
      PAYMENT_SANDBOX_URL: stack.sandbox.url,
    });
  });
  afterAll(async () => {
    await stack.gateway?.stop();
    if (stack.upstreams) await closeUpstreams(stack.upstreams);
    await stack.sandbox?.close();
  });
  return stack;
}
