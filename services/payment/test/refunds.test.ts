import { RefundRepository } from '../src/data/refund-repository';
import { PaymentProviderError } from '../src/clients';
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

  expect(first).toEqual({
    status: 200,
    body: { status: 'refunded', refundId: `r-${trial.transactionId}`, amount: 12500.5, currency: 'NGN' },
  });
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
  expect(answer.body).toEqual({
    status: 'requested',
    refundId: `r-${trial.transactionId}`,
    amount: 100,
    currency: 'NGN',
  });
  expect(await refundedEvents(trial.txRef)).toEqual([]);
  await payment.parts.refundChecks.runNow();
  await payment.pool.query('UPDATE payment.refunds SET check_at = now()');
  await payment.parts.refundChecks.runNow();

  expect((await refundedEvents(trial.txRef)).map((event) => event.data.amount)).toEqual([100]);
  expect((await refund(trial)).body).toEqual({
    status: 'refunded',
    refundId: `r-${trial.transactionId}`,
    amount: 100,
    currency: 'NGN',
  });
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

it('when the request names no amount, then all the transaction took goes back, in its currency, and another currency is refused', async () => {
  const trial = await paid('flutterwave');

  const wrongCurrency = await refund(trial, { currency: 'USD' });
  const answer = await refund(trial, { amount: undefined, currency: undefined });

  expect(wrongCurrency).toEqual({
    status: 400,
    body: { message: 'This transaction took NGN, so it is refunded in NGN.' },
  });
  expect(answer.body).toMatchObject({ status: 'refunded', amount: 12500.5, currency: 'NGN' });
});

it('when ten refunds of one transaction arrive at once, then the provider is asked once and every answer names that refund', async () => {
  const trial = await paid('paystack');
  const client = payment.running.service.deps.refunds.paystack;
  const original = client.refund.bind(client);
  const spy = jest.spyOn(client, 'refund').mockImplementation(async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return original(request);
  });

  const answers = await Promise.all(Array.from({ length: 10 }, () => refund(trial)));
  const providerCalls = spy.mock.calls.length;
  spy.mockRestore();

  expect(providerCalls).toBe(1);
  const accepted = answers.filter((answer) => answer.status === 200);
  expect(accepted.length).toBeGreaterThanOrEqual(1);
  expect(new Set(accepted.map((answer) => answer.body.refundId))).toEqual(
    new Set([`r-${trial.transactionId}`]),
  );
  // The others came while the first was with the provider: asked to come back, never sent again.
  for (const answer of answers.filter((a) => a.status !== 200)) expect(answer.status).toBe(503);
  expect((await refund(trial)).body.refundId).toBe(`r-${trial.transactionId}`);
});

it('when the provider refuses, then nothing is kept, and the refund can be asked again', async () => {
  const trial = await paid('flutterwave');
  const client = payment.running.service.deps.refunds.flutterwave;
  const spy = jest
    .spyOn(client, 'refund')
    .mockRejectedValueOnce(
      new PaymentProviderError('flutterwave', 'http', 'Transaction is being disputed', 400),
    );

  const refused = await refund(trial);
  const again = await refund(trial);
  spy.mockRestore();

  expect(refused.status).toBe(409);
  expect(again.body).toMatchObject({ status: 'refunded', refundId: `r-${trial.transactionId}` });
});

it('when two providers use the same transaction id, then each has its own refund', async () => {
  const refunds = new RefundRepository(payment.pool);
  const trial = await paid('flutterwave');
  const intent = {
    transactionId: `shared-${trial.transactionId}`,
    refundKey: 'whole',
    txRef: trial.txRef,
    amount: '1.00',
    currency: 'NGN',
    reason: 'test',
  };

  expect(await refunds.insertIntent({ ...intent, provider: 'flutterwave' })).toBe(true);
  expect(await refunds.insertIntent({ ...intent, provider: 'paystack' })).toBe(true);
  expect(await refunds.insertIntent({ ...intent, provider: 'paystack' })).toBe(false);
});

it('when a transaction is refunded in parts, then each key goes back once, the parts never exceed what it took, and a whole refund gives back what is left', async () => {
  const trial = await paid('flutterwave');

  const first = await refund(trial, { amount: 2500, refundKey: 'case-1' });
  const again = await refund(trial, { amount: 2500, refundKey: 'case-1' });
  const tooMuch = await refund(trial, { amount: 10_000.51, refundKey: 'case-2' });
  const second = await refund(trial, { amount: 4000, refundKey: 'case-2' });
  const rest = await refund(trial, { amount: undefined, currency: undefined });
  const nothingLeft = await refund(trial, { amount: undefined, refundKey: 'case-3' });

  expect(first.body).toMatchObject({ status: 'refunded', amount: 2500, currency: 'NGN' });
  expect(again.body).toEqual(first.body);
  expect(tooMuch).toEqual({
    status: 400,
    body: { message: 'At most 10000.50 NGN can be given back for this transaction.' },
  });
  expect(second.body).toMatchObject({ status: 'refunded', amount: 4000 });
  expect(rest.body).toMatchObject({ status: 'refunded', amount: 6000.5 });
  expect(nothingLeft).toEqual({
    status: 409,
    body: { message: 'This transaction has been refunded in full.' },
  });
  expect(
    (await refundedEvents(trial.txRef)).map((event) => [event.data.amount, event.data.refundKey]),
  ).toEqual([
    [2500, 'case-1'],
    [4000, 'case-2'],
    [6000.5, undefined],
  ]);
});

it('when two parts race for what is left, then only one fits', async () => {
  const trial = await paid('paystack');

  const answers = await Promise.all([
    refund(trial, { amount: 8000, refundKey: 'race-a' }),
    refund(trial, { amount: 8000, refundKey: 'race-b' }),
  ]);

  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
});
