import type { Order } from '@glow/contracts';
import { waitFor } from '@glow/testing';
import { startOrder, type OrderUnderTest, type Person } from './support/order-service';

describe('POST /api/orders/verify: the browser reports a payment, payment gives the verdict', () => {
  let app: OrderUnderTest;
  let shopper: Person;

  const verify = (tx_ref: string, who = shopper) =>
    app.call<{ order?: Order; message?: string }>('POST', '/api/orders/verify', who, {
      tx_ref,
      transaction_id: 12345,
      paymentMethod: 'paystack',
    });
  const place = async (currency = 'NGN') =>
    (
      await app.checkout(shopper, [[await app.upsertProduct({ price: 1000 }), 1]], {
        paymentMethod: 'paystack',
        currency,
      })
    ).order;

  beforeAll(async () => {
    app = await startOrder();
  });
  afterAll(() => app.stop());
  beforeEach(async () => {
    shopper = await app.shopper();
    app.upstreams.rates = { USD: 0.001 };
  });

  it('when payment says succeeded, then the order is paid and payment was asked about the order’s reference and method only', async () => {
    const order = await place('USD');
    app.upstreams.verify = () => ({ status: 'succeeded', transactionId: 'ps-777' });

    const answer = await verify(order.paymentInfo.tx_ref);

    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ _id: order._id, isPaid: true, status: 'Processing' });
    expect(answer.body.order!.paymentInfo).toMatchObject({ status: 'paid', payment_id: 'ps-777' });
    expect(app.upstreams.verifyRequests.at(-1)).toEqual({
      authorization: `Bearer ${shopper.token}`,
      body: {
        provider: 'paystack',
        tx_ref: order.paymentInfo.tx_ref,
        transaction_id: '12345',
      },
    });
  });

  it('when payment says the card was declined, then 402 with the declined sentence and the order open for a retry', async () => {
    const order = await place();
    app.upstreams.verify = () => ({ status: 'failed', reason: 'declined' });

    const answer = await verify(order.paymentInfo.tx_ref);

    expect(answer.status).toBe(402);
    expect(answer.body.message).toBe('Your card was declined. Please try again or use another card.');
    // payment.failed records the attempt on the order just after the answer.
    const recorded = await waitFor('the declined attempt recorded', async () => {
      const seen = (await app.call<Order>('GET', `/api/orders/${order._id}`, shopper)).body;
      return seen.paymentInfo.status === 'failed' && seen;
    });
    expect(recorded.paymentInfo).toMatchObject({ status: 'failed', reason: 'declined' });
  });

  it('when the card was declined and the retry is paid, then 200 and the order is paid', async () => {
    const order = await place();
    app.upstreams.verify = () => ({ status: 'failed', reason: 'declined' });
    await verify(order.paymentInfo.tx_ref);
    app.upstreams.verify = () => ({ status: 'succeeded', transactionId: '12345' });

    const answer = await verify(order.paymentInfo.tx_ref);

    expect(answer.status).toBe(200);
    expect(answer.body.order!.paymentInfo.status).toBe('paid');
  });

  it('when payment took money the order cannot accept, then 402 Payment was not completed. and a refund case', async () => {
    const order = await place();
    const reason = 'refund: paid 3400.00, expected 3500.00';
    app.upstreams.verify = () => ({ status: 'failed', reason, transactionId: '12345' });

    const answer = await verify(order.paymentInfo.tx_ref);

    expect(answer.status).toBe(402);
    expect(answer.body.message).toBe('Payment was not completed.');
    expect(answer.body.order!.paymentInfo.status).toBe('refund-needed');
    expect(answer.body.order!.refunds).toEqual([
      { transactionId: '12345', reason, status: 'open', openedAt: expect.any(String) },
    ]);
  });

  it('when payment says pending, then 202 and the order waits', async () => {
    const order = await place();
    app.upstreams.verify = () => ({ status: 'pending' });

    const answer = await verify(order.paymentInfo.tx_ref);

    expect(answer.status).toBe(202);
    expect(answer.body.order!.paymentInfo.status).toBe('pending');
  });

  it('when payment is down or slow, then 503 with a message and the order stays pending', async () => {
    const order = await place();
    for (const script of ['down', 'slow'] as const) {
      app.upstreams.verify = () => script;

      const answer = await verify(order.paymentInfo.tx_ref);

      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/could not be verified/);
    }
    expect((await app.call<Order>('GET', `/api/orders/${order._id}`, shopper)).body.paymentInfo.status).toBe(
      'pending',
    );
  });

  it('when the order is already paid with that transaction, then it answers at once without asking payment', async () => {
    const order = await place();
    app.upstreams.verify = () => ({ status: 'succeeded', transactionId: '12345' });
    await verify(order.paymentInfo.tx_ref);
    const asked = app.upstreams.verifyRequests.length;

    const again = await verify(order.paymentInfo.tx_ref);

    expect(again.status).toBe(200);
    expect(app.upstreams.verifyRequests).toHaveLength(asked);
  });

  it('when a paid order is reported with another transaction, then payment is asked (it may be a second charge)', async () => {
    const order = await place();
    app.upstreams.verify = () => ({ status: 'succeeded', transactionId: 'ps-1' });
    await verify(order.paymentInfo.tx_ref);
    const asked = app.upstreams.verifyRequests.length;

    const again = await verify(order.paymentInfo.tx_ref);

    expect(again.status).toBe(200);
    expect(app.upstreams.verifyRequests).toHaveLength(asked + 1);
  });

  it('when the tx_ref is unknown or another shopper’s, then 404 No order found.', async () => {
    const order = await place();
    const other = await app.shopper();

    expect(await verify('no-such-ref')).toEqual({ status: 404, body: { message: 'No order found.' } });
    expect(await verify(order.paymentInfo.tx_ref, other)).toEqual({
      status: 404,
      body: { message: 'No order found.' },
    });
  });

  it('when tx_ref or paymentMethod is missing, or nobody is signed in, then 400 / 401', async () => {
    expect(
      (await app.call('POST', '/api/orders/verify', shopper, { paymentMethod: 'paystack' })).status,
    ).toBe(400);
    expect((await app.call('POST', '/api/orders/verify', shopper, { tx_ref: 'x' })).status).toBe(400);
    expect(
      (await app.call('POST', '/api/orders/verify', undefined, { tx_ref: 'x', paymentMethod: 'paystack' }))
        .status,
    ).toBe(401);
  });
});
