import { Verifier } from '@pact-foundation/pact';
import { committedPactsWith } from '@glow/service-kit/testing/pact';
import { startServiceForTest, type ServiceUnderTest } from '@glow/service-kit/testing';
import { dashboardService } from '../../src';

/** Every consumer's committed expectations of dashboard, replayed against the real service. */
const pactUrls = committedPactsWith('dashboard');

let running: ServiceUnderTest;

beforeAll(async () => {
  running = await startServiceForTest(dashboardService);
});
afterAll(() => running?.stop());

it('when the consumers’ pacts are replayed against dashboard, then every interaction is answered as they expect', async () => {
  const verifier = new Verifier({
    provider: 'dashboard',
    providerBaseUrl: running.url,
    pactUrls,
    logLevel: 'error',
  });

  await verifier.verifyProvider();
});
