import { Verifier } from '@pact-foundation/pact';
import { committedPactsWith } from '@glow/service-kit/testing/pact';
import { startServiceForTest, type ServiceUnderTest } from '@glow/service-kit/testing';
import { orderService } from '../../src';

/** Every consumer's committed expectations of order, replayed against the real service. */
const pactUrls = committedPactsWith('order');

let running: ServiceUnderTest;

beforeAll(async () => {
  running = await startServiceForTest(orderService);
});
afterAll(() => running?.stop());

it('when the consumers’ pacts are replayed against order, then every interaction is answered as they expect', async () => {
  const verifier = new Verifier({
    provider: 'order',
    providerBaseUrl: running.url,
    pactUrls,
    logLevel: 'error',
  });

  await verifier.verifyProvider();
});
