import { Verifier } from '@pact-foundation/pact';
import { committedPactsWith } from '@glow/service-kit/testing/pact';
import type { ServiceUnderTest } from '@glow/service-kit/testing';
import { startUserService } from '../user-service';

/** Every consumer's committed expectations of user, replayed against the real service. */
const pactUrls = committedPactsWith('user');

let running: ServiceUnderTest;

beforeAll(async () => {
  running = await startUserService();
});
afterAll(() => running?.stop());

it('when the consumers’ pacts are replayed against user, then every interaction is answered as they expect', async () => {
  const verifier = new Verifier({
    provider: 'user',
    providerBaseUrl: running.url,
    pactUrls,
    logLevel: 'error',
  });

  await verifier.verifyProvider();
});
