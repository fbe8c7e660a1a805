import { createEnvelope, type Order } from '@glow/contracts';
import { waitFor } from '@glow/testing';
import { startOrder, type OrderUnderTest, type Person, type ProductSnapshot } from './support/order-service';

/**
 * Partial refunds: an admin gives back some lines or an amount of a paid order before it ships; each
 * part is asked of payment once under its own key, and the order reads partly refunded until the
 * parts add up to all it took.
 */
let app: OrderUnderTest;
let shopper: Person;
let admin: Person;
let lipstick: ProductSnapshot;
let serum: ProductSnapshot;

beforeAll(async () => {
  app = await startOrder();
  admin = app.admin();
});
afterAll(() => app.stop());
beforeEach(async () => {
  shopper = await app.shopper();
  lipstick = await app.upsertProduct({ name: 'Matte Lip Crayon', price: 1000 });
  serum = await app.upsertProduct({ name: 'Glow Serum', price: 4000, discountPrice: 3500 });
  app.upstreams.refund = (request) => ({
    status: 'requested',
    refundId: `r-${request.refundKey ?? 'whole'}`,
  });
});

/** 2 × 1,000 + 1 × 3,500 + 2,500 shipping = 8,000 NGN, paid. */
async function paidOrder(): Promise<Order> {
  const { order } = await app.checkout(shopper, [
    [lipstick, 2],
    [serum, 1],
  ]);
  await app.pay(order);
  return order;
}

const refund = (order: Order, body: Record<string, unknown>, key?: string) =>
  app.call<Order & { message?: string }>(
    'POST',
    `/api/orders/${order._id}/refund`,
    admin,
    { reason: 'Out of stock at the warehouse', ...body },
    key ? { 'Idempotency-Key': key } : {},
  );
const adminView = async (order: Order) =>
  (await app.call<Order>('GET', `/api/orders/${order._id}`, admin)).body;
const confirm = (order: Order, refundKey: string | undefined, amount: number) =>
  app.publish(
    'payment.refunded',
    createEnvelope('payment', {
      type: 'payment.refunded',
      key: order._id,
      data: {
        tx_ref: order.paymentInfo.tx_ref,
        provider: 'flutterwave',
        transactionId: `tx-${order._id}`,
        refundId: `r-${refundKey ?? 'whole'}`,
        amount,
        currency: 'NGN',
        ...(refundKey ? { refundKey } : {}),
      },
    }),
  );
const returnedUnits = async (order: Order) =>
  (await app.outbox('order.stock.returned', order._id)).map((event) => event.data);

it('offers the admin a part of a paid order: each line’s units left and its share, and what is left of the payment; the buyer reads the refund without the admin’s note', async () => {
  const order = await paidOrder();

  expect((await adminView(order)).refundable).toEqual({
    whole: [{ amount: 8000, currency: 'NGN' }],
    part: {
      currency: 'NGN',
      maxAmount: 8000,
      lines: [
        { productId: lipstick._id, name: 'Matte Lip Crayon', quantity: 2, unitAmount: 1000 },
        { productId: serum._id, name: 'Glow Serum', quantity: 1, unitAmount: 3500 },
      ],
    },
  });
  const shopperView = await app.call<Order>('GET', `/api/orders/${order._id}`, shopper);
  expect(shopperView.body.refundable).toBeUndefined();
  await refund(order, { amount: 100 });
  const asBuyer = (await app.call<Order>('GET', `/api/orders/${order._id}`, shopper)).body;
  const [listed] = (await app.call<Order[]>('GET', '/api/orders', shopper)).body.filter(
    (mine) => mine._id === order._id,
  );
  expect(asBuyer.refunds).toEqual([expect.objectContaining({ part: 1, amount: 100 })]);
  // The admin's reason stays in the back office.
  expect([asBuyer.refunds[0]!.note, listed!.refunds[0]!.note]).toEqual([undefined, undefined]);
  expect((await adminView(order)).refunds[0]!.note).toBe('Out of stock at the warehouse');
});

it('when an admin refunds one unit of a line, then payment is asked for that unit’s share under the part’s key, and the order may not ship until it is done', async () => {
  const order = await paidOrder();

  const answer = await refund(order, { lines: [{ productId: lipstick._id, quantity: 1 }] });

  expect(answer.status).toBe(200);
  expect(app.upstreams.refunds.at(-1)!.body).toEqual({
    tx_ref: order.paymentInfo.tx_ref,
    transactionId: `tx-${order._id}`,
    refundKey: 'part-1',
    amount: 1000,
    currency: 'NGN',
    reason: 'Out of stock at the warehouse',
  });
  expect(answer.body).toMatchObject({ paymentInfo: { status: 'refunding' }, nextStatuses: [] });
  expect(answer.body.refundable).toBeUndefined();
  expect(answer.body.refunds).toEqual([
    expect.objectContaining({
      part: 1,
      amount: 1000,
      currency: 'NGN',
      status: 'requested',
      note: 'Out of stock at the warehouse',
      lines: [{ productId: lipstick._id, name: 'Matte Lip Crayon', quantity: 1 }],
    }),
  ]);
  const ship = await app.call('PUT', `/api/orders/${order._id}/status`, admin, { status: 'Shipped' });
  expect(ship).toEqual({
    status: 409,
    body: { message: 'A refund is in progress for this order, so it cannot be marked Shipped.' },
  });
});

it('when payment confirms the part, then the order reads partly refunded, that unit goes back on sale, the rest ships, once', async () => {
  const order = await paidOrder();
  await refund(order, { lines: [{ productId: lipstick._id, quantity: 1 }] });

  await confirm(order, 'part-1', 1000);
  await confirm(order, 'part-1', 1000);

  const now = await adminView(order);
  expect(now).toMatchObject({ status: 'Processing', paymentInfo: { status: 'partly-refunded' } });
  expect(now.refunds).toEqual([expect.objectContaining({ part: 1, status: 'refunded' })]);
  expect(now.refundable!.part).toEqual({
    currency: 'NGN',
    maxAmount: 7000,
    lines: [
      { productId: lipstick._id, name: 'Matte Lip Crayon', quantity: 1, unitAmount: 1000 },
      { productId: serum._id, name: 'Glow Serum', quantity: 1, unitAmount: 3500 },
    ],
  });
  expect(await returnedUnits(order)).toEqual([
    {
      orderId: order._id,
      hold: 1,
      reason: 'refunded',
      items: [{ productId: lipstick._id, quantity: 1 }],
    },
  ]);
  expect((await app.outbox('order.refunded', order._id)).map((event) => event.data)).toEqual([
    {
      orderId: order._id,
      userId: shopper._id,
      transactionId: `tx-${order._id}`,
      amount: 1000,
      currency: 'NGN',
      orderPaymentRefunded: true,
    },
  ]);
  expect(now.nextStatuses).toContain('Shipped');
  const ship = await app.call<Order>('PUT', `/api/orders/${order._id}/status`, admin, { status: 'Shipped' });
  expect(ship.body.status).toBe('Shipped');
  expect((await refund(order, { amount: 100 })).body).toEqual({
    message: 'This order has shipped, so it cannot be refunded here.',
  });
});

it('when the rest is refunded after a part, then payment gives back what is left, the order is Cancelled and releases only the units it still holds', async () => {
  const order = await paidOrder();
  await refund(order, { lines: [{ productId: lipstick._id, quantity: 2 }] });
  await confirm(order, 'part-1', 2000);

  const rest = await refund(order, {});

  expect(app.upstreams.refunds.at(-1)!.body).toEqual({
    tx_ref: order.paymentInfo.tx_ref,
    transactionId: `tx-${order._id}`,
    reason: 'Out of stock at the warehouse',
  });
  expect(rest.body.paymentInfo.status).toBe('refunding');
  await confirm(order, undefined, 6000);
  expect(await adminView(order)).toMatchObject({
    status: 'Cancelled',
    paymentInfo: { status: 'refunded' },
  });
  expect((await app.outbox('order.stock.released', order._id)).map((event) => event.data.items)).toEqual([
    [{ productId: serum._id, quantity: 1 }],
  ]);
  expect((await app.outbox('order.refunded', order._id)).map((event) => event.data.amount)).toEqual([
    2000, 6000,
  ]);
});

it('when parts add up to all that was paid, then the order reads refunded and, unshipped, is Cancelled', async () => {
  const order = await paidOrder();
  await refund(order, { amount: 2500.5 });
  await confirm(order, 'part-1', 2500.5);
  expect((await adminView(order)).refundable!.part!.maxAmount).toBe(5499.5);

  await refund(order, { amount: 5499.5 });
  expect(app.upstreams.refunds.at(-1)!.body).toMatchObject({ refundKey: 'part-2', amount: 5499.5 });
  await confirm(order, 'part-2', 5499.5);

  const now = await adminView(order);
  expect(now).toMatchObject({ status: 'Cancelled', paymentInfo: { status: 'refunded' } });
  expect(now.refundable).toBeUndefined();
  expect(await returnedUnits(order)).toEqual([]);
  expect((await app.outbox('order.stock.released', order._id)).map((event) => event.data.reason)).toEqual([
    'refunded',
  ]);
});

it('when a part is refused, then it reads refused and the payment goes back to where it was', async () => {
  const order = await paidOrder();
  app.upstreams.refund = () => ({ refused: 'The provider refused the refund: too old' });
  expect((await refund(order, { amount: 500 })).status).toBe(409);
  expect((await adminView(order)).paymentInfo.status).toBe('paid');

  app.upstreams.refund = (request) => ({ status: 'requested', refundId: `r-${request.refundKey}` });
  await refund(order, { amount: 700 });
  expect(app.upstreams.refunds.at(-1)!.body).toMatchObject({ refundKey: 'part-2', amount: 700 });
  await confirm(order, 'part-2', 700);
  app.upstreams.refund = () => ({ refused: 'The provider refused the refund: too old' });
  await refund(order, { lines: [{ productId: serum._id, quantity: 1 }] });

  const now = await adminView(order);
  expect(now.paymentInfo.status).toBe('partly-refunded');
  expect(now.refunds.map((part) => [part.part, part.status])).toEqual([
    [1, 'refused'],
    [2, 'refunded'],
    [3, 'refused'],
  ]);
  expect(now.refundable!.part!.maxAmount).toBe(7300);
  expect(now.refundable!.part!.lines.map((line) => line.quantity)).toEqual([2, 1]);
});

it('when ten requests for parts race, then one part is asked of payment; its retry answers the order and asks nothing again', async () => {
  const order = await paidOrder();
  const before = app.upstreams.refunds.length;

  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, index) => refund(order, { amount: 100 + index }, `key-${index}`)),
  );

  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(
    Array(9).fill('A refund is already in progress for this order.'),
  );
  expect(app.upstreams.refunds.length).toBe(before + 1);
  const winner = answers.findIndex((answer) => answer.status === 200);
  const retry = await refund(order, { amount: 100 + winner }, `key-${winner}`);
  expect(retry.status).toBe(200);
  expect(app.upstreams.refunds.length).toBe(before + 1);
});

it('when the part asked for is not possible, then a 4xx says why and payment is not asked', async () => {
  const order = await paidOrder();
  // The next checkout of the same product waits for cart to hear order.paid (the relay is asynchronous).
  await waitFor('cart to take the paid lines out', async () =>
    app.upstreams.paidOrdersApplied.has(order._id),
  );
  const unpaid = (await app.checkout(shopper, [[lipstick, 1]])).order;
  const before = app.upstreams.refunds.length;

  const cases: [Record<string, unknown>, number, string][] = [
    [
      { amount: 10, lines: [{ productId: lipstick._id, quantity: 1 }] },
      400,
      'Choose the lines to refund or an amount, not both.',
    ],
    [
      { lines: [{ productId: 'not-in-the-order', quantity: 1 }] },
      400,
      'This order has no line for one of the products to refund.',
    ],
    [
      { lines: [{ productId: lipstick._id, quantity: 3 }] },
      400,
      'At most 2 of Matte Lip Crayon can be refunded.',
    ],
    [
      {
        lines: [
          { productId: lipstick._id, quantity: 1 },
          { productId: lipstick._id, quantity: 1 },
        ],
      },
      400,
      'Each line may appear once in the lines to refund.',
    ],
    [
      { lines: [{ productId: lipstick._id, quantity: 0 }] },
      400,
      'Lines to refund must be a list of { productId, variantId?, quantity } with whole quantities of at least 1.',
    ],
    [{ amount: 8000.01 }, 400, 'At most 8000.00 NGN can be refunded on this order.'],
    [{ amount: 0 }, 400, 'The amount to refund must be more than 0, with at most two decimals.'],
    [{ amount: 1.005 }, 400, 'The amount to refund must be more than 0, with at most two decimals.'],
  ];
  for (const [body, status, message] of cases)
    expect(await refund(order, body)).toEqual({ status, body: { message } });
  expect(await refund(unpaid, { amount: 10 })).toEqual({
    status: 409,
    body: { message: 'There is nothing to refund on this order.' },
  });
  expect(app.upstreams.refunds.length).toBe(before);
  expect((await adminView(order)).paymentInfo.status).toBe('paid');
});
