import { verifyCommittedPacts } from '@glow/testing/pact';
import type { ServiceUnderTest } from '@glow/testing';
import { startUserService } from '../user-service';

let running: ServiceUnderTest;

beforeAll(async () => {
  running = await startUserService();
});
afterAll(() => running?.stop());

/** Every consumer's committed expectations, replayed against the real service. */
it('when the consumers’ pacts are replayed against user, then every interaction is answered as they expect', async () => {
  await verifyCommittedPacts('user', running.url);
});
