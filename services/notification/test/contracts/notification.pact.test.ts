import { Verifier } from '@pact-foundation/pact';
import { committedPactsWith } from '@glow/service-kit/testing/pact';
import type { ServiceUnderTest } from '@glow/service-kit/testing';
import { startNotification, untilReady } from '../helpers/notification';

/** Every consumer's committed expectations of notification, replayed against the real service. */
const pactUrls = committedPactsWith('notification');

let running: ServiceUnderTest;

beforeAll(async () => {
  running = await startNotification();
  // Ready once its Redis subscriber answered: the gateway's readiness probe is part of the pact.
  await untilReady(running.url);
});
afterAll(() => running?.stop());

it('when the consumers’ pacts are replayed against notification, then every interaction is answered as they expect', async () => {
  const verifier = new Verifier({
    provider: 'notification',
    providerBaseUrl: running.url,
    pactUrls,
    logLevel: 'error',
  });

  await verifier.verifyProvider();
});
