import { startPayment, type PaymentUnderTest } from './support/payment-service';

let payment: PaymentUnderTest;
beforeAll(async () => {
  payment = await startPayment();
});
afterAll(() => payment.stop());

const topicsOf = async (txRef: string) => (await payment.events(txRef)).map((event) => event.topic);

describe('a declined card tried again under the same reference', () => {
  it.each(['flutterwave', 'paystack'] as const)(
    'when %s declines and the retry succeeds, then the browser verify settles it paid',
    async (provider) => {
      const declined = payment.trial(provider, 'failed');
      await payment.orderCreated(declined);
      expect((await payment.verify(declined)).body).toMatchObject({ status: 'failed', reason: 'declined' });

      const paid = payment.retry(declined, 'success');
      const answer = await payment.verify(paid);

      expect(answer.body).toEqual({ status: 'succeeded', transactionId: paid.transactionId });
      expect(await topicsOf(declined.txRef)).toEqual(['payment.failed', 'payment.succeeded']);
    },
  );

  it.each(['flutterwave', 'paystack'] as const)(
    'when %s declines and the shopper then pays with nobody reporting it, then reconciliation still settles it',
    async (provider) => {
      const declined = payment.trial(provider, 'failed');
      await payment.orderCreated(declined);
      await payment.verify(declined);
      payment.retry(declined, 'success');
      await payment.pool.query(
        'UPDATE payment.expected_payments SET reconcile_at = now() WHERE tx_ref = $1',
        [declined.txRef],
      );

      await payment.parts.reconciliation.runNow();

      expect(await topicsOf(declined.txRef)).toEqual(['payment.failed', 'payment.succeeded']);
    },
  );

  it('when the webhook of the declined attempt comes after the success, then the order stays paid and nothing more is announced', async () => {
    const declined = payment.trial('flutterwave', 'failed');
    await payment.orderCreated(declined);
    const paid = payment.retry(declined, 'success');
    await payment.verify(paid);

    const answer = await payment.verify(declined);

    expect(answer.body).toEqual({ status: 'succeeded', transactionId: paid.transactionId });
    expect(await topicsOf(declined.txRef)).toEqual(['payment.succeeded']);
  });

  it('when the same decline is reported twice, then it is announced once', async () => {
    const declined = payment.trial('flutterwave', 'failed');
    await payment.orderCreated(declined);

    await payment.verify(declined);
    await payment.webhook('flutterwave', payment.signedWebhook(declined));
    await payment.parts.webhookWorker.runNow();
    await payment.verify(declined);

    expect(await topicsOf(declined.txRef)).toEqual(['payment.failed']);
  });
});

describe('a reference paid twice', () => {
  it('when a second success arrives with another transaction id, then the order keeps its one payment and one refund is due', async () => {
    const first = payment.trial('flutterwave', 'success');
    await payment.orderCreated(first);
    await payment.verify(first);
    const second = payment.retry(first, 'success');

    const answer = await payment.webhook('flutterwave', payment.signedWebhook(second));
    await payment.parts.webhookWorker.runNow();
    const again = await payment.verify(second);

    expect(answer.status).toBe(200);
    expect(again.body).toEqual({ status: 'succeeded', transactionId: first.transactionId });
    const events = await payment.events(first.txRef);
    expect(events.map((event) => event.topic)).toEqual(['payment.succeeded', 'payment.refund.due']);
    expect(events[1]!.data).toMatchObject({
      transactionId: second.transactionId,
      amount: 12500.5,
      currency: 'NGN',
      reason: expect.stringMatching(/^refund: /),
    });
    const { rows } = await payment.pool.query(
      'SELECT transaction_id, kind FROM payment.charges WHERE tx_ref = $1',
      [first.txRef],
    );
    expect(rows).toEqual([{ transaction_id: second.transactionId, kind: 'extra' }]);
  });
});
