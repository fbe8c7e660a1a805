import { callJson } from '@glow/testing';
import { startPayment, type PaymentUnderTest } from './support/payment-service';

/** `POST /internal/payments/:txRef/announce`: order's sweeper asks for a verdict's event again. */
let payment: PaymentUnderTest;
beforeAll(async () => {
  payment = await startPayment();
});
afterAll(() => payment.stop());

const announce = (txRef: string) =>
  callJson(payment.running.url, 'POST', `/internal/payments/${encodeURIComponent(txRef)}/announce`);

it('when a success was recorded, then each ask announces it again with what the provider took', async () => {
  const trial = payment.trial('flutterwave', 'success');
  await payment.orderCreated(trial);
  await payment.verify(trial);

  const first = await announce(trial.txRef);
  await announce(trial.txRef);

  expect(first).toEqual({
    status: 200,
    body: { status: 'succeeded', transactionId: trial.transactionId, amount: 12500.5, currency: 'NGN' },
  });
  const succeeded = {
    topic: 'payment.succeeded',
    data: {
      tx_ref: trial.txRef,
      provider: 'flutterwave',
      transactionId: trial.transactionId,
      amount: 12500.5,
      currency: 'NGN',
    },
  };
  // The verdict's own event, then one per ask: order applies the payment once, whatever it hears.
  expect(await payment.events(trial.txRef)).toEqual([succeeded, succeeded, succeeded]);
});

it('when the payment was rejected, then it announces payment.failed with the refund reason and the money taken', async () => {
  const trial = payment.trial('paystack', 'wrong-amount');
  await payment.orderCreated(trial);
  await payment.verify(trial);

  const answer = await announce(trial.txRef);

  expect(answer.body).toMatchObject({
    status: 'rejected',
    reason: 'refund: paid 12499.50, expected 12500.50',
  });
  const events = await payment.events(trial.txRef);
  expect(events).toHaveLength(2);
  expect(events[1]).toEqual({
    topic: 'payment.failed',
    data: {
      tx_ref: trial.txRef,
      provider: 'paystack',
      transactionId: trial.transactionId,
      amount: 12499.5,
      currency: 'NGN',
      reason: 'refund: paid 12499.50, expected 12500.50',
    },
  });
});

it('when nothing is final on the reference, then it answers none and announces nothing', async () => {
  const trial = payment.trial('flutterwave', 'failed');
  await payment.orderCreated(trial);
  await payment.verify(trial);
  const before = (await payment.events(trial.txRef)).length;

  expect((await announce(trial.txRef)).body).toEqual({ status: 'none' });
  expect(await announce('glow-unknown-reference')).toEqual({ status: 200, body: { status: 'none' } });
  expect(await payment.events(trial.txRef)).toHaveLength(before);
});

it('when an older order service reads the verdict (GET), then it answers it and announces nothing', async () => {
  const trial = payment.trial('flutterwave', 'success');
  await payment.orderCreated(trial);
  await payment.verify(trial);

  const read = await callJson(payment.running.url, 'GET', `/internal/payments/${trial.txRef}`);

  expect(read.body).toEqual({
    status: 'succeeded',
    transactionId: trial.transactionId,
    amount: 12500.5,
    currency: 'NGN',
  });
  expect(await payment.events(trial.txRef)).toHaveLength(1);
});
