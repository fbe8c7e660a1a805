import { startPayment, type PaymentUnderTest, type Trial } from './support/payment-service';

/** Money given back through the providers' refund APIs: only what a transaction took, once. */
let payment: PaymentUnderTest;
let admin: string;
beforeAll(async () => {
  payment = await startPayment();
  admin = payment.running.keys.sign({ _id: 'admin-1', isAdmin: true, tv: 0 });
});
afterAll(() => payment.stop());

const refund = (trial: Trial, changes: Record<string, unknown> = {}, token = admin) =>
  fetch(`${payment.running.url}/internal/payments/refunds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      tx_ref: trial.txRef,
      transactionId: trial.transactionId,
      amount: Number(trial.amount),
      currency: 'NGN',
      reason: 'Out of stock at the warehouse',
      ...changes,
    }),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));

const refundedEvents = async (txRef: string) =>
  (await payment.events(txRef)).filter((event) => event.topic === 'payment.refunded');

async function paid(provider: 'flutterwave' | 'paystack'): Promise<Trial> {
  const trial = payment.trial(provider, 'success');
  await payment.orderCreated(trial);
  await payment.verify(trial);
  return trial;
}

it('when Flutterwave refunds a paid transaction at once, then it is refunded and announced once, however often asked', async () => {
  const trial = await paid('flutterwave');

  const first = await refund(trial);
  const again = await refund(trial);

  expect(first).toEqual({ status: 200, body: { status: 'refunded', refundId: `r-${trial.transactionId}` } });
  expect(again).toEqual(first);
  expect((await refundedEvents(trial.txRef)).map((event) => event.data)).toEqual([
    {
      tx_ref: trial.txRef,
      provider: 'flutterwave',
      transactionId: trial.transactionId,
      refundId: `r-${trial.transactionId}`,
      amount: 12500.5,
      currency: 'NGN',
    },
  ]);
});

it('when Paystack queues the refund, then it is requested, and announced once the check finds it processed', async () => {
  const trial = await paid('paystack');

  const answer = await refund(trial, { amount: 100 });
  expect(answer.body).toEqual({ status: 'requested', refundId: `r-${trial.transactionId}` });
  expect(await refundedEvents(trial.txRef)).toEqual([]);
  await payment.parts.refundChecks.runNow();
  await payment.pool.query('UPDATE payment.refunds SET check_at = now()');
  await payment.parts.refundChecks.runNow();

  expect((await refundedEvents(trial.txRef)).map((event) => event.data.amount)).toEqual([100]);
  expect((await refund(trial)).body).toEqual({ status: 'refunded', refundId: `r-${trial.transactionId}` });
});

it('when a second charge on a paid reference is refunded, then only that charge’s money goes back', async () => {
  const first = await paid('flutterwave');
  const second = payment.retry(first, 'success');
  await payment.verify(second);

  const answer = await refund(second);

  expect(answer.body.status).toBe('refunded');
  expect((await refundedEvents(first.txRef)).map((event) => event.data.transactionId)).toEqual([
    second.transactionId,
  ]);
});

it('when the refund asks for more than was taken, for a declined attempt or for a stranger’s reference, then it is refused and nothing is sent', async () => {
  const trial = await paid('flutterwave');
  const declined = payment.trial('flutterwave', 'failed');
  await payment.orderCreated(declined);
  await payment.verify(declined);
  const asked = payment.running.service.deps.refunds.flutterwave;
  const spy = jest.spyOn(asked, 'refund');

  expect((await refund(trial, { amount: 99_999 })).status).toBe(400);
  expect((await refund(declined)).status).toBe(409);
  expect((await refund(trial, { tx_ref: declined.txRef })).status).toBe(409);
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});

it('when the caller is not an admin, then 403', async () => {
  const trial = await paid('paystack');

  expect((await refund(trial, {}, trial.token)).status).toBe(403);
});
