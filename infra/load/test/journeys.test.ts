import {
  closePrepared,
  measureRate,
  prepareStore,
  type PreparedStore,
  type RateFigure,
} from '../src/journeys/journeys';
import { ledgerFaults, readJourneyLedger, type JourneyLedger } from '../src/journeys/ledger';
import { startProductionShape, type JourneyStack } from '../src/journeys/stacks';

/**
 * The short version of `BENCH_ONLY=journeys npm run bench`: the built services, each its own
 * process on the real PostgreSQL, Redis and the Kafka mock cluster, under a light open-loop journey
 * load. No figure is held to a time here (the machine is shared); what must hold at any speed is:
 * no shopper sees an error, every step of the mix is taken, every paid order is paid exactly once.
 */
jest.setTimeout(300_000);

let stack: JourneyStack;
let prepared: PreparedStore;
let figure: RateFigure;
let ledger: JourneyLedger;

beforeAll(async () => {
  stack = await startProductionShape();
  prepared = await prepareStore(stack, 40);
  figure = await measureRate(stack, prepared, 30, { thinkMs: 300, seconds: 20, warmUpSeconds: 0, seed: 11 });
  ledger = await readJourneyLedger(stack.databaseUrl, stack.mailDir, figure.paidOrders);
});

afterAll(async () => {
  closePrepared(prepared);
  await stack?.stop();
});

describe('shopper journeys on the production shape, briefly', () => {
  it('when shoppers browse, add, look at their carts and pay, then none of them sees an error', () => {
    expect(figure.failures).toEqual([]);
    expect(figure.errors).toBe(0);
    expect(Object.keys(figure.byStep).sort()).toEqual(
      ['add', 'cart', 'checkout', 'currency', 'home', 'product', 'shop'].sort(),
    );
  });

  it('when the orders settle, then each was paid once: one order.paid, one payment.succeeded, one cart subtraction, one mail', () => {
    expect(figure.paidOrders.length).toBeGreaterThan(0);
    expect(ledgerFaults(ledger)).toEqual([]);
  });

  it('when the load ran, then the lag of the money topics was measured from outbox to consumer', () => {
    const topics = figure.lag.map((lag) => lag.topic);

    expect(topics).toEqual(expect.arrayContaining(['order.created', 'payment.succeeded', 'order.paid']));
    for (const lag of figure.lag) expect(lag.p99Ms).toBeGreaterThanOrEqual(lag.p50Ms);
  });
});
