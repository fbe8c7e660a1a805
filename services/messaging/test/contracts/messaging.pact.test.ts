import { verifyCommittedPacts } from '@glow/testing/pact';
import { startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { messagingService } from '../../src';

let running: ServiceUnderTest;

beforeAll(async () => {
  running = await startServiceForTest(messagingService);
});
afterAll(() => running?.stop());

/** Every consumer's committed expectations, replayed against the real service. */
it('when the consumers’ pacts are replayed against messaging, then every interaction is answered as they expect', async () => {
  await verifyCommittedPacts('messaging', running.url);
});
