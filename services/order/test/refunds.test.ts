import { createEnvelope, type Order } from '@glow/contracts';
import { waitFor } from '@glow/testing';
import { startOrder, type OrderUnderTest, type Person } from './support/order-service';

/** Admin refunds: asked of payment with the admin's token, closed when payment.refunded confirms them. */
let app: OrderUnderTest;
let shopper: Person;
let admin: Person;

beforeAll(async () => {
  app = await startOrder();
  admin = app.admin();
});
afterAll(() => app.stop());
beforeEach(async () => {
  shopper = await app.shopper();
});

const place = async () =>
  (await app.checkout(shopper, [[await app.upsertProduct({ price: 1000 }), 2]])).order;
const refund = (order: Order, body: unknown = { reason: 'Customer changed their mind' }) =>
  app.call<Order & { message?: string }>('POST', `/api/orders/${order._id}/refund`, admin, body);
const orderOf = async (id: string) => (await app.call<Order>('GET', `/api/orders/${id}`, shopper)).body;
const refunded = (order: Order, transactionId: string, amount = order.paymentInfo.amount) =>
  app.publish(
    'payment.refunded',
    createEnvelope('payment', {
      type: 'payment.refunded',
      key: order._id,
      data: {
        tx_ref: order.paymentInfo.tx_ref,
        provider: 'flutterwave',
        transactionId,
        refundId: `r-${transactionId}`,
        amount,
        currency: 'NGN',
      },
    }),
  );

it('when an admin refunds a paid order, then payment is asked for all the transaction took with the admin’s token, and the order may not ship', async () => {
  const order = await place();
  await app.pay(order);

  const answer = await refund(order);

  expect(answer.status).toBe(200);
  expect(app.upstreams.refunds.at(-1)).toEqual({
    body: {
      tx_ref: order.paymentInfo.tx_ref,
      transactionId: `tx-${order._id}`,
      reason: 'Customer changed their mind',
    },
    authorization: `Bearer ${admin.token}`,
  });
  expect(answer.body.paymentInfo.status).toBe('refunding');
  expect(answer.body.nextStatuses).toEqual([]);
  expect(answer.body.refunds).toEqual([
    expect.objectContaining({
      transactionId: `tx-${order._id}`,
      status: 'requested',
      note: 'Customer changed their mind',
    }),
  ]);
  expect((await refund(order)).body).toEqual({ message: 'A refund is already in progress for this order.' });
  expect((await app.outbox('order.refund.opened', order._id)).map((event) => event.data)).toEqual([
    {
      orderId: order._id,
      transactionId: `tx-${order._id}`,
      reason: 'refund: the order was refunded by an admin',
    },
  ]);
});

it('when payment confirms the refund, then the order reads refunded, its units go back, order.refunded and a mail go out, once', async () => {
  const order = await place();
  await app.pay(order);
  await refund(order);
  const event = `tx-${order._id}`;

  await refunded(order, event);
  await refunded(order, event);

  const now = await orderOf(order._id);
  expect(now.paymentInfo.status).toBe('refunded');
  expect(now.refunds).toEqual([expect.objectContaining({ status: 'refunded' })]);
  expect((await app.outbox('order.refunded', order._id)).map((e) => e.data)).toEqual([
    {
      orderId: order._id,
      userId: shopper._id,
      transactionId: event,
      amount: order.paymentInfo.amount,
      currency: 'NGN',
      orderPaymentRefunded: true,
    },
  ]);
  expect((await app.outbox('order.stock.released', order._id)).map((e) => e.data.reason)).toEqual([
    'refunded',
  ]);
  const refundMail = await waitFor('the refund mail', async () =>
    app.smtp.received.find((mail) => mail.to.includes(shopper.email) && /refund of/.test(mail.raw)),
  );
  expect(refundMail.raw).toContain(
    `Subject: Your Glow order ${order._id.slice(0, 8).toUpperCase()}: refund of`,
  );
  expect(await orderOf(order._id)).toMatchObject({
    status: 'Cancelled',
    paymentInfo: { status: 'refunded' },
  });
  const ship = await app.call('PUT', `/api/orders/${order._id}/status`, admin, { status: 'Shipped' });
  expect(ship).toEqual({
    status: 409,
    body: { message: 'This order was cancelled and its items went back on sale, so it cannot be reopened.' },
  });
});

it('when an order has an open refund case (money it could not take), then the refund gives back that case, not a payment', async () => {
  const order = await place();
  await app.publish(
    'payment.failed',
    createEnvelope('payment', {
      type: 'payment.failed',
      key: order._id,
      data: {
        tx_ref: order.paymentInfo.tx_ref,
        provider: 'flutterwave',
        reason: 'refund: paid in USD, expected NGN',
        transactionId: 'flw-usd',
        amount: 3,
        currency: 'USD',
      },
    }),
  );

  await refund(order);
  await refunded(order, 'flw-usd', 3);

  expect(app.upstreams.refunds.at(-1)!.body).toMatchObject({
    transactionId: 'flw-usd',
    amount: 3,
    currency: 'USD',
  });
  expect((await orderOf(order._id)).paymentInfo.status).toBe('refunded');
});

it('when there is nothing to refund, the order shipped, payment refuses, or no reason is given, then a clear 4xx and nothing asked', async () => {
  const unpaid = await place();
  const shipped = await place();
  await app.pay(shipped);
  await app.call('PUT', `/api/orders/${shipped._id}/status`, admin, { status: 'Shipped' });
  const refused = await place();
  await app.pay(refused);
  app.upstreams.refund = () => ({ refused: 'The provider refused the refund: too old' });
  const asked = app.upstreams.refunds.length;

  expect((await refund(unpaid)).body).toEqual({ message: 'There is nothing to refund on this order.' });
  expect((await refund(shipped)).body).toEqual({
    message: 'This order has shipped, so it cannot be refunded here.',
  });
  expect((await refund(unpaid, {})).status).toBe(400);
  const answer = await refund(refused);
  expect(answer).toEqual({ status: 409, body: { message: 'The provider refused the refund: too old' } });
  expect(app.upstreams.refunds.length).toBe(asked + 1);
  app.upstreams.refund = (request) => ({ status: 'requested', refundId: `r-${request.transactionId}` });
});
