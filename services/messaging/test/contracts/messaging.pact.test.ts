import { Verifier } from '@pact-foundation/pact';
import { committedPactsWith } from '@glow/service-kit/testing/pact';
import { startServiceForTest, type ServiceUnderTest } from '@glow/service-kit/testing';
import { messagingService } from '../../src';

/** Every consumer's committed expectations of messaging, replayed against the real service. */
const pactUrls = committedPactsWith('messaging');

let running: ServiceUnderTest;

beforeAll(async () => {
  running = await startServiceForTest(messagingService);
});
afterAll(() => running?.stop());

it('when the consumers’ pacts are replayed against messaging, then every interaction is answered as they expect', async () => {
  const verifier = new Verifier({
    provider: 'messaging',
    providerBaseUrl: running.url,
    pactUrls,
    logLevel: 'error',
  });

  await verifier.verifyProvider();
});
