import { defaultRetryPolicy, type InProcessBus } from '@glow/service-kit';
import { injectSqlStateFault, type SqlStateFault } from '@glow/testing';
import { startPayment, type PaymentUnderTest } from './support/payment-service';

/** As many failures as the bus's attempts: only a retry without limit gets the event through. */
const failures = defaultRetryPolicy.attempts;

describe('order.created through transient database errors', () => {
  let payment: PaymentUnderTest;
  let fault: SqlStateFault | undefined;

  beforeAll(async () => {
    payment = await startPayment();
  });
  afterAll(() => payment.stop());
  afterEach(() => fault?.remove());

  const expectedRows = (txRef: string) =>
    payment.pool
      .query(`SELECT order_id, amount::text FROM payment.expected_payments WHERE tx_ref = $1`, [txRef])
      .then((result) => result.rows);
  const deadLetters = () =>
    (payment.running.bus as InProcessBus).deadLetters.filter((letter) => letter.group === 'payment');

  it.each([
    ['40001', 'serialization failure'],
    ['40P01', 'deadlock detected'],
    ['53300', 'too many connections'],
    ['55P03', 'lock not available'],
    ['57014', 'statement timeout'],
  ])(
    'when recording the expected payment fails with %s (%s) more often than the attempts, then it is recorded once and nothing is dead-lettered',
    async (sqlState) => {
      const trial = payment.trial('paystack', 'success', '4500.25');
      fault = await injectSqlStateFault(payment.pool, {
        table: 'payment.expected_payments',
        on: 'INSERT',
        sqlState,
        times: failures,
      });

      await payment.orderCreated(trial);

      expect(await fault.tries()).toBeGreaterThan(failures);
      expect(await expectedRows(trial.txRef)).toEqual([{ order_id: trial.orderId, amount: '4500.25' }]);
      expect(deadLetters()).toEqual([]);
    },
    30_000,
  );
});
