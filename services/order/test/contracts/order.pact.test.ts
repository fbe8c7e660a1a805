import { verifyCommittedPacts } from '@glow/testing/pact';
import { startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { orderService } from '../../src';

let running: ServiceUnderTest;

beforeAll(async () => {
  running = await startServiceForTest(orderService);
});
afterAll(() => running?.stop());

/** Every consumer's committed expectations, replayed against the real service. */
it('when the consumers’ pacts are replayed against order, then every interaction is answered as they expect', async () => {
  await verifyCommittedPacts('order', running.url);
});
