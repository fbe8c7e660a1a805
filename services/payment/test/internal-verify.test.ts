import { waitFor } from '@glow/testing';
import { startPayment, type PaymentUnderTest } from './support/payment-service';

let payment: PaymentUnderTest;
beforeAll(async () => {
  payment = await startPayment();
});
afterAll(() => payment.stop());

/** A transaction at the provider whose order.created payment has consumed. */
async function expectedTrial(...args: Parameters<PaymentUnderTest['trial']>) {
  const trial = payment.trial(...args);
  await payment.orderCreated(trial);
  return trial;
}

describe('POST /internal/payments/verify', () => {
  it.each(['flutterwave', 'paystack'] as const)(
    'when %s confirms the full amount, then it answers succeeded and emits one payment.succeeded',
    async (provider) => {
      const trial = await expectedTrial(provider, 'success');

      const answer = await payment.verify(trial);

      expect(answer).toEqual({
        status: 200,
        body: { status: 'succeeded', transactionId: trial.transactionId },
      });
      expect(await payment.events(trial.txRef)).toEqual([
        {
          topic: 'payment.succeeded',
          data: {
            tx_ref: trial.txRef,
            provider,
            transactionId: trial.transactionId,
            amount: 12500.5,
            currency: 'NGN',
          },
        },
      ]);
    },
  );

  it('when asked again after success, then it answers the recorded verdict without a second event', async () => {
    const trial = await expectedTrial('flutterwave', 'success');
    await payment.verify(trial);
    const asked = payment.running.service.deps.providers;
    const verifySpy = jest.spyOn(asked.flutterwave, 'verify');

    const again = await payment.verify(trial);

    expect(again.body).toEqual({ status: 'succeeded', transactionId: trial.transactionId });
    expect(verifySpy).not.toHaveBeenCalled();
    expect(await payment.events(trial.txRef)).toHaveLength(1);
    verifySpy.mockRestore();
  });

  it.each([
    ['wrong-amount', 'refund: paid 12499.50, expected 12500.50'],
    ['wrong-currency', 'refund: paid in USD, expected NGN'],
  ] as const)(
    'when the provider took %s, then it answers failed with a refund reason and records it rejected',
    async (scenario, reason) => {
      const trial = await expectedTrial('flutterwave', scenario);

      const answer = await payment.verify(trial);

      expect(answer.body).toEqual({ status: 'failed', reason, transactionId: trial.transactionId });
      expect(await payment.events(trial.txRef)).toEqual([
        {
          topic: 'payment.failed',
          data: {
            tx_ref: trial.txRef,
            provider: 'flutterwave',
            reason,
            transactionId: trial.transactionId,
            amount: scenario === 'wrong-amount' ? 12499.5 : 12500.5,
            currency: scenario === 'wrong-currency' ? 'USD' : 'NGN',
          },
        },
      ]);
      const { rows } = await payment.pool.query('SELECT status FROM payment.payments WHERE tx_ref = $1', [
        trial.txRef,
      ]);
      expect(rows).toEqual([{ status: 'rejected' }]);
    },
  );

  it('when the verify arrives while the webhook is being settled, then it shares that settlement: one provider call, one event', async () => {
    const trial = await expectedTrial('flutterwave', 'slow');
    const verifySpy = jest.spyOn(payment.running.service.deps.providers.flutterwave, 'verify');
    try {
      await payment.webhook('flutterwave', payment.signedWebhook(trial));
      await waitFor('the webhook worker asking the provider', async () => verifySpy.mock.calls.length === 1);

      const [sameTransaction, anotherTransaction] = await Promise.all([
        payment.verify(trial),
        payment.verify(trial, { transaction_id: '990000001' }),
      ]);

      expect(sameTransaction.body).toEqual({ status: 'succeeded', transactionId: trial.transactionId });
      // Another transaction of the reference may be a second charge: it is asked about on its own.
      expect(anotherTransaction.status).toBe(200);
      expect(verifySpy.mock.calls.map(([reference]) => reference.transactionId)).toEqual([
        trial.transactionId,
        '990000001',
      ]);
      expect(await payment.events(trial.txRef)).toEqual([
        expect.objectContaining({ topic: 'payment.succeeded' }),
      ]);
    } finally {
      verifySpy.mockRestore();
    }
  });

  it('when the provider declined, then it answers failed (declined) and emits payment.failed', async () => {
    const trial = await expectedTrial('paystack', 'failed');

    const answer = await payment.verify(trial);

    expect(answer.body).toMatchObject({ status: 'failed', reason: 'declined' });
    expect(await payment.events(trial.txRef)).toEqual([
      {
        topic: 'payment.failed',
        data: {
          tx_ref: trial.txRef,
          provider: 'paystack',
          reason: 'declined',
          transactionId: trial.transactionId,
        },
      },
    ]);
  });

  it('when the provider says pending, then it answers pending and records nothing', async () => {
    const trial = await expectedTrial('flutterwave', 'pending');

    const answer = await payment.verify(trial);

    expect(answer.body).toEqual({ status: 'pending' });
    expect(await payment.events(trial.txRef)).toEqual([]);
  });

  it.each(['http-500', 'unknown'] as const)(
    'when the provider cannot answer (%s), then it answers pending and records nothing',
    async (scenario) => {
      const trial = await expectedTrial('paystack', scenario);

      const answer = await payment.verify(trial);

      expect(answer.body).toMatchObject({ status: 'pending' });
      expect(await payment.events(trial.txRef)).toEqual([]);
      const { rowCount } = await payment.pool.query('SELECT 1 FROM payment.payments WHERE tx_ref = $1', [
        trial.txRef,
      ]);
      expect(rowCount).toBe(0);
    },
  );

  it('when the browser reports another order’s paid transaction, then it is a replay: failed, nothing recorded', async () => {
    const paidElsewhere = payment.trial('flutterwave', 'success');
    const trial = await expectedTrial('flutterwave', 'pending');

    const answer = await payment.verify(trial, { transaction_id: paidElsewhere.transactionId });

    expect(answer.body).toMatchObject({ status: 'failed', reason: expect.stringMatching(/^replayed: /) });
    expect(await payment.events(trial.txRef)).toEqual([]);
    expect(await payment.events(paidElsewhere.txRef)).toEqual([]);
  });

  it('when the token is another shopper’s, then 403 and nothing settles', async () => {
    const trial = await expectedTrial('flutterwave', 'success');
    const stranger = payment.trial('flutterwave', 'success');

    const answer = await payment.verify(trial, {}, stranger.token);

    expect(answer.status).toBe(403);
    expect(await payment.events(trial.txRef)).toEqual([]);
  });

  it('when payment has not heard of the order yet, then pending without asking the provider, whatever the caller expects', async () => {
    const trial = payment.trial('flutterwave', 'success');
    const verifySpy = jest.spyOn(payment.parts.providers.flutterwave, 'verify');
    const olderOrderService = {
      expected: {
        orderId: trial.orderId,
        userId: trial.userId,
        amount: 1,
        currency: 'NGN',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      },
    };

    const answer = await payment.verify(trial, olderOrderService);

    expect(answer).toEqual({ status: 200, body: { status: 'pending' } });
    expect(verifySpy).not.toHaveBeenCalled();
    verifySpy.mockRestore();
    const { rowCount } = await payment.pool.query(
      'SELECT 1 FROM payment.expected_payments WHERE tx_ref = $1',
      [trial.txRef],
    );
    expect(rowCount).toBe(0);
    expect(await payment.events(trial.txRef)).toEqual([]);
  });

  it('when an older order service sends its expectation, then it is ignored: the amount order.created named holds', async () => {
    const trial = await expectedTrial('flutterwave', 'wrong-amount');

    const answer = await payment.verify(trial, {
      expected: {
        orderId: trial.orderId,
        userId: trial.userId,
        amount: 1,
        currency: 'NGN',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      },
    });

    expect(answer.body).toMatchObject({
      status: 'failed',
      reason: 'refund: paid 12499.50, expected 12500.50',
    });
  });

  it('when there is no token, then 401', async () => {
    const trial = payment.trial('flutterwave', 'success');

    const answer = await payment.verify(trial, {}, '');

    expect(answer.status).toBe(401);
  });

  it('when the body is malformed, then 400 with the problems listed', async () => {
    const trial = payment.trial('flutterwave', 'success');

    const answer = await payment.verify(trial, { provider: 'paypal' as never });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: expect.stringContaining('provider') });
  });
});
