import { createEnvelope } from '@glow/contracts';
import type { InProcessBus } from '@glow/service-kit';
import { startPayment, type PaymentUnderTest } from './support/payment-service';

let payment: PaymentUnderTest;
beforeAll(async () => {
  payment = await startPayment();
});
afterAll(() => payment.stop());

const expectedRows = (txRef: string) =>
  payment.pool
    .query(
      `SELECT order_id, user_id, method, amount::text, currency FROM payment.expected_payments WHERE tx_ref = $1`,
      [txRef],
    )
    .then((result) => result.rows);

it('when order.created arrives, then the expected payment is recorded with its figures', async () => {
  const trial = payment.trial('paystack', 'success', '4500.25');

  await payment.orderCreated(trial);

  expect(await expectedRows(trial.txRef)).toEqual([
    {
      order_id: trial.orderId,
      user_id: trial.userId,
      method: 'paystack',
      amount: '4500.25',
      currency: 'NGN',
    },
  ]);
});

it('when order.created is delivered twice, then one row stays', async () => {
  const trial = payment.trial('flutterwave', 'pending');

  await payment.orderCreated(trial);
  await payment.orderCreated(trial);

  expect(await expectedRows(trial.txRef)).toHaveLength(1);
});

it('when order.created is malformed, then it is dead-lettered and nothing is recorded', async () => {
  const poisoned = createEnvelope('order', {
    type: 'order.created',
    key: 'x',
    data: { orderId: 'x', payment: { tx_ref: 'poisoned' } } as never,
  });

  await payment.running.bus.publish('order.created', [poisoned]).catch(() => undefined);

  expect(await expectedRows('poisoned')).toEqual([]);
  const letters = (payment.running.bus as InProcessBus).deadLetters.filter((l) => l.group === 'payment');
  expect(letters).toHaveLength(1);
});
