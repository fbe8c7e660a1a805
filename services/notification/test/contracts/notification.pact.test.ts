import { verifyCommittedPacts } from '@glow/testing/pact';
import type { ServiceUnderTest } from '@glow/testing';
import { startNotification, untilReady } from '../helpers/notification';

let running: ServiceUnderTest;

beforeAll(async () => {
  running = await startNotification();
  // Ready once its Redis subscriber answered: the gateway's readiness probe is part of the pact.
  await untilReady(running.url);
});
afterAll(() => running?.stop());

/** Every consumer's committed expectations, replayed against the real service. */
it('when the consumers’ pacts are replayed against notification, then every interaction is answered as they expect', async () => {
  await verifyCommittedPacts('notification', running.url);
});
