import { createEnvelope, type Order } from '@glow/contracts';
import { paidLate } from '../src/domain/payment-verdicts';
import { startOrder, type OrderUnderTest, type Person } from './support/order-service';

describe('payment verdicts: payment.succeeded / payment.failed and the verify path, exactly once', () => {
  let app: OrderUnderTest;
  let shopper: Person;

  const succeeded = (tx_ref: string, amount: number, currency = 'NGN', transactionId = 'flw-1') =>
    createEnvelope('payment', {
      type: 'payment.succeeded',
      key: tx_ref,
      data: { tx_ref, provider: 'flutterwave', transactionId, amount, currency },
    });
  const failed = (tx_ref: string, reason: string) =>
    createEnvelope('payment', {
      type: 'payment.failed',
      key: tx_ref,
      data: { tx_ref, provider: 'flutterwave', reason },
    });
  const orderOf = async (id: string) => (await app.call<Order>('GET', `/api/orders/${id}`, shopper)).body;
  const place = async () =>
    (await app.checkout(shopper, [[await app.upsertProduct({ price: 1000 }), 2]])).order;
  const mailsTo = (who: Person) => app.smtp.received.filter((mail) => mail.to.includes(who.email));

  beforeAll(async () => {
    app = await startOrder();
  });
  afterAll(() => app.stop());
  beforeEach(async () => {
    shopper = await app.shopper();
  });

  it('when payment.succeeded arrives, then the order is paid and Processing, announced and confirmed by mail', async () => {
    const order = await place();

    await app.publish('payment.succeeded', succeeded(order.paymentInfo.tx_ref, 4500));

    const paid = await orderOf(order._id);
    expect(paid).toMatchObject({ isPaid: true, status: 'Processing', paidAt: expect.any(String) });
    expect(paid.paymentInfo).toMatchObject({ status: 'paid', payment_id: 'flw-1' });
    expect(paid.paymentInfo.reason).toBeUndefined();
    expect((await app.outbox('order.paid', order._id)).map((event) => event.data)).toEqual([
      {
        orderId: order._id,
        userId: shopper._id,
        amount: 4500,
        currency: 'NGN',
        tx_ref: order.paymentInfo.tx_ref,
        items: [{ productId: order.orderItems[0]!.product._id, quantity: 2 }],
      },
    ]);
    expect((await app.outbox('order.status.changed', order._id)).map((event) => event.data)).toEqual([
      { orderId: order._id, userId: shopper._id, status: 'Processing', previousStatus: 'Pending' },
    ]);
    const mail = await app.smtp.nextMail();
    expect(mail.to).toEqual([shopper.email]);
    expect(mail.raw).toContain(`/orders/${order._id}`);
  });

  it('when 50 verify calls and payment.succeeded redeliveries race, then exactly one of each effect happens', async () => {
    const order = await place();
    const tx_ref = order.paymentInfo.tx_ref;
    app.upstreams.verify = () => ({ status: 'succeeded', transactionId: 'flw-race' });
    const event = succeeded(tx_ref, 4500, 'NGN', 'flw-race');
    const others = Array.from({ length: 5 }, () => succeeded(tx_ref, 4500, 'NGN', 'flw-race'));

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        if (index % 2 === 0) {
          return app.call<{ order: Order }>('POST', '/api/orders/verify', shopper, {
            tx_ref,
            transaction_id: 'flw-race',
            paymentMethod: 'flutterwave',
          });
        }
        const delivery = index % 10 === 1 ? others[(index - 1) / 10]! : event;
        return app.publish('payment.succeeded', delivery).then(() => ({ status: 200, body: undefined }));
      }),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(await app.outbox('order.paid', order._id)).toHaveLength(1);
    expect(await app.outbox('order.status.changed', order._id)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(shopper)).toHaveLength(1);
    const { rows } = await app.pool.query('SELECT count(*)::int AS n FROM orders.mail_jobs');
    expect(rows[0].n).toBe(0);
    expect((await orderOf(order._id)).paymentInfo).toMatchObject({ status: 'paid', payment_id: 'flw-race' });
  });

  it('when a payment is confirmed after the window closed but within the grace, then it is applied, with the reason', async () => {
    const order = await place();
    await app.pool.query(`UPDATE orders.orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      order._id,
    ]);
    expect(await app.deps.expiry.expireDue()).toBe(0);

    await app.publish('payment.succeeded', succeeded(order.paymentInfo.tx_ref, 4500));

    const paid = await orderOf(order._id);
    expect(paid).toMatchObject({ isPaid: true, status: 'Processing' });
    expect(paid.paymentInfo).toMatchObject({ status: 'paid', reason: paidLate });
    expect(await app.outbox('order.paid', order._id)).toHaveLength(1);
  });

  it('when a payment arrives after the order expired and its units were released, then it becomes a refund case', async () => {
    const order = await place();
    await app.pool.query(`UPDATE orders.orders SET expires_at = now() - interval '1 hour' WHERE id = $1`, [
      order._id,
    ]);
    expect(await app.deps.expiry.expireDue()).toBeGreaterThanOrEqual(1);
    expect((await orderOf(order._id)).paymentInfo.status).toBe('expired');
    expect(await app.outbox('order.stock.released', order._id)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ reason: 'expired', hold: 1 }) }),
    ]);

    await app.publish('payment.succeeded', succeeded(order.paymentInfo.tx_ref, 4500));

    const now = await orderOf(order._id);
    expect(now.isPaid).toBe(false);
    expect(now.paymentInfo.status).toBe('refund-needed');
    expect(now.refunds).toEqual([
      expect.objectContaining({
        transactionId: 'flw-1',
        amount: 4500,
        reason: 'refund: paid after the order expired and its items were released',
      }),
    ]);
    expect(await app.outbox('order.paid', order._id)).toEqual([]);
    expect(await app.outbox('order.stock.released', order._id)).toHaveLength(1);
  });

  it('when a payment arrives for a cancelled order, then it is recorded as a refund case, never paid-and-cancelled', async () => {
    const order = await place();
    await app.call('PUT', `/api/orders/${order._id}/status`, app.admin(), { status: 'Cancelled' });

    await app.publish('payment.succeeded', succeeded(order.paymentInfo.tx_ref, 4500));

    const now = await orderOf(order._id);
    expect(now).toMatchObject({ isPaid: false, status: 'Cancelled' });
    expect(now.paymentInfo).toMatchObject({
      status: 'refund-needed',
      reason: 'refund: paid for a cancelled order',
    });
    expect(now.refunds).toHaveLength(1);
  });

  it('when payment.failed arrives, then the payment is failed, and it never undoes a paid order', async () => {
    const order = await place();
    const paidOne = await place();
    await app.publish('payment.succeeded', succeeded(paidOne.paymentInfo.tx_ref, 4500));

    await app.publish('payment.failed', failed(order.paymentInfo.tx_ref, 'card declined'));
    await app.publish('payment.failed', failed(paidOne.paymentInfo.tx_ref, 'card declined'));

    expect((await orderOf(order._id)).paymentInfo).toMatchObject({
      status: 'failed',
      reason: 'card declined',
    });
    expect((await orderOf(order._id)).isPaid).toBe(false);
    expect((await orderOf(paidOne._id)).paymentInfo.status).toBe('paid');
  });

  it('when payment.failed says refund:, then the order needs a refund', async () => {
    const order = await place();

    await app.publish(
      'payment.failed',
      failed(order.paymentInfo.tx_ref, 'refund: paid 10.00, expected 4500.00'),
    );

    expect((await orderOf(order._id)).paymentInfo).toMatchObject({
      status: 'refund-needed',
      reason: 'refund: paid 10.00, expected 4500.00',
    });
  });

  it('when payment.succeeded reports less than the order’s amount or another currency, then it is not paid but needs a refund', async () => {
    const short = await place();
    const foreign = await place();

    await app.publish('payment.succeeded', succeeded(short.paymentInfo.tx_ref, 4499.99));
    await app.publish('payment.succeeded', succeeded(foreign.paymentInfo.tx_ref, 4500, 'USD'));

    for (const order of [short, foreign]) {
      const now = await orderOf(order._id);
      expect(now.isPaid).toBe(false);
      expect(now.paymentInfo.status).toBe('refund-needed');
      expect(now.paymentInfo.reason).toMatch(/^refund:/);
      expect(await app.outbox('order.paid', order._id)).toEqual([]);
    }
  });

  it('when a decline arrives after a refund case was opened, then the refund case stays', async () => {
    const order = await place();
    await app.publish(
      'payment.failed',
      failed(order.paymentInfo.tx_ref, 'refund: paid in USD, expected NGN'),
    );

    await app.publish('payment.failed', failed(order.paymentInfo.tx_ref, 'declined'));

    expect((await orderOf(order._id)).paymentInfo.status).toBe('refund-needed');
    expect((await orderOf(order._id)).refunds).toHaveLength(1);
  });

  describe('payment.refund.due: a second charge on a paid reference', () => {
    const refundDue = (tx_ref: string, transactionId = 'flw-2') =>
      createEnvelope('payment', {
        type: 'payment.refund.due',
        key: tx_ref,
        data: {
          tx_ref,
          provider: 'flutterwave',
          transactionId,
          amount: 4500,
          currency: 'NGN',
          reason: 'refund: charged again',
        },
      });

    it('when it arrives, then the paid order keeps its payment and gets one open refund case', async () => {
      const order = await place();
      await app.publish('payment.succeeded', succeeded(order.paymentInfo.tx_ref, 4500));

      await app.publish('payment.refund.due', refundDue(order.paymentInfo.tx_ref));

      const now = await orderOf(order._id);
      expect(now.paymentInfo.status).toBe('paid');
      expect(now.refunds).toEqual([
        {
          transactionId: 'flw-2',
          amount: 4500,
          currency: 'NGN',
          reason: 'refund: charged again',
          status: 'open',
          openedAt: expect.any(String),
        },
      ]);
    });

    it('when it is delivered twice or as a new event for the same charge, then there is still one case', async () => {
      const order = await place();
      const event = refundDue(order.paymentInfo.tx_ref);

      await app.publish('payment.refund.due', event);
      await app.publish('payment.refund.due', event);
      await app.publish('payment.refund.due', refundDue(order.paymentInfo.tx_ref));

      expect((await orderOf(order._id)).refunds).toHaveLength(1);
    });

    it('when it is malformed, then it is dead-lettered', async () => {
      const order = await place();
      const deadBefore = app.deadLetters().length;

      await app.publish('payment.refund.due', {
        ...refundDue(order.paymentInfo.tx_ref),
        data: { tx_ref: order.paymentInfo.tx_ref },
      });

      expect(app.deadLetters().slice(deadBefore)).toEqual([
        expect.objectContaining({ originalTopic: 'payment.refund.due' }),
      ]);
      expect((await orderOf(order._id)).refunds).toEqual([]);
    });
  });

  it('when a malformed payment event or one for an unknown order arrives, then it is dead-lettered or ignored, and later ones apply', async () => {
    const order = await place();
    const poisoned = succeeded(order.paymentInfo.tx_ref, 4500);
    const deadBefore = app.deadLetters().length;

    await app.publish('payment.succeeded', { ...poisoned, data: { tx_ref: order.paymentInfo.tx_ref } });
    await app.publish('payment.succeeded', succeeded('no-such-ref', 4500));
    await app.publish('payment.succeeded', poisoned);

    expect(app.deadLetters().slice(deadBefore)).toEqual([
      expect.objectContaining({ originalTopic: 'payment.succeeded' }),
    ]);
    expect((await orderOf(order._id)).isPaid).toBe(true);
  });
});
