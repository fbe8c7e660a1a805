import fc from 'fast-check';
import { runArb, runSteps } from './support/money-commands';
import { startInvariantStack, type InvariantStack } from './support/money-invariant-stack';
import { brokenInvariants, waitForQuiet } from './support/money-invariants';

/*
 * The money path's invariants under any interleaving of shoppers, providers, admins and
 * order's own jobs, on the real catalog, cart, order and payment (real PostgreSQL, one in-process bus).
 * CI runs a few (MONEY_INVARIANT_RUNS, default 25); the bench/nightly runs 1,000:
 *   MONEY_INVARIANT_RUNS=1000 npx jest services/order/test/money-invariants
 * MONEY_INVARIANT_SEED replays a seed fast-check reported.
 */
const runs = Number(process.env.MONEY_INVARIANT_RUNS ?? 25);
const seed = process.env.MONEY_INVARIANT_SEED ? Number(process.env.MONEY_INVARIANT_SEED) : undefined;

jest.setTimeout(Math.max(120_000, runs * 10_000));

describe('the money path under any interleaving', () => {
  let stack: InvariantStack;

  beforeAll(async () => {
    stack = await startInvariantStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('when shoppers, providers, admins, jobs and restarts interleave at random, then stock, charges, refunds and confirmations stay consistent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 2 }),
        runArb,
        async (stocks, batches) => {
          const products = await stack.products(stocks);
          const shoppers = await stack.shoppers(3);
          await runSteps(stack, batches, shoppers, products);
          await waitForQuiet(stack);
          const broken = await brokenInvariants(stack);
          if (broken.length > 0) throw new Error(broken.join('\n'));
        },
      ),
      { numRuns: runs, seed, endOnFailure: true },
    );
  });
});
