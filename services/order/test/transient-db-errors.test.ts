import { createEnvelope, type Order } from '@glow/contracts';
import { defaultRetryPolicy } from '@glow/service-kit';
import { injectSqlStateFault, type SqlStateFault } from '@glow/testing';
import { startOrder, type OrderUnderTest, type Person } from './support/order-service';

/** As many failures as the bus's attempts: only a retry without limit gets the event through. */
const failures = defaultRetryPolicy.attempts;

const succeeded = (tx_ref: string, amount: number) =>
  createEnvelope('payment', {
    type: 'payment.succeeded',
    key: tx_ref,
    data: { tx_ref, provider: 'flutterwave', transactionId: 'flw-transient', amount, currency: 'NGN' },
  });

describe('payment.succeeded through transient database errors', () => {
  let app: OrderUnderTest;
  let shopper: Person;
  let fault: SqlStateFault | undefined;

  beforeAll(async () => {
    app = await startOrder();
  });
  afterAll(() => app.stop());
  beforeEach(async () => {
    shopper = await app.shopper();
  });
  afterEach(() => fault?.remove());

  it.each([
    ['40001', 'serialization failure'],
    ['40P01', 'deadlock detected'],
    ['53300', 'too many connections'],
    ['55P03', 'lock not available'],
    ['57014', 'statement timeout'],
  ])(
    'when marking the order paid fails with %s (%s) more often than the attempts, then the order ends paid, announced once, and nothing is dead-lettered',
    async (sqlState) => {
      const { order } = await app.checkout(shopper, [[await app.upsertProduct({ price: 1000 }), 2]]);
      fault = await injectSqlStateFault(app.pool, {
        table: 'orders.orders',
        on: 'UPDATE',
        sqlState,
        times: failures,
      });

      await app.publish('payment.succeeded', succeeded(order.paymentInfo.tx_ref, 4500));

      expect(await fault.tries()).toBeGreaterThan(failures);
      const paid = (await app.call<Order>('GET', `/api/orders/${order._id}`, shopper)).body;
      expect(paid).toMatchObject({ isPaid: true, status: 'Processing' });
      expect(await app.outbox('order.paid', order._id)).toHaveLength(1);
      expect(app.deadLetters()).toEqual([]);
    },
    30_000,
  );
});
