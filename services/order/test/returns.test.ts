import { createEnvelope, type Order } from '@glow/contracts';
import { waitFor } from '@glow/testing';
import { startOrder, type OrderUnderTest, type Person, type ProductSnapshot } from './support/order-service';

/**
 * Returns: an admin records goods of a shipped order the buyer sends back, then receives them (their
 * lines refunded as a part of the payment, their units back on sale if they can be sold) or withdraws
 * the return.
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
  serum = await app.upsertProduct({ name: 'Glow Serum', price: 3500 });
  oneLipstick = { lines: [{ productId: lipstick._id, quantity: 1 }] };
  app.upstreams.refund = (request) => ({
    status: 'requested',
    refundId: `r-${request.refundKey ?? 'whole'}`,
  });
});

/** 2 × 1,000 + 1 × 3,500 + 2,500 shipping = 8,000 NGN, paid, and shipped unless told otherwise. */
async function order({ ship = true } = {}): Promise<Order> {
  const { order: placed } = await app.checkout(shopper, [
    [lipstick, 2],
    [serum, 1],
  ]);
  await app.pay(placed);
  if (ship) await app.call('PUT', `/api/orders/${placed._id}/status`, admin, { status: 'Shipped' });
  return placed;
}

type Answer = Order & { message?: string };
const record = (o: Order, body: Record<string, unknown>, key?: string) =>
  app.call<Answer>(
    'POST',
    `/api/orders/${o._id}/returns`,
    admin,
    { reason: 'Wrong shade', ...body },
    key ? { 'Idempotency-Key': key } : {},
  );
const receive = (o: Order, number: number, sellable: unknown = true) =>
  app.call<Answer>('POST', `/api/orders/${o._id}/returns/${number}/receive`, admin, { sellable });
const withdraw = (o: Order, number: number) =>
  app.call<Answer>('POST', `/api/orders/${o._id}/returns/${number}/withdraw`, admin);
const adminView = async (o: Order) => (await app.call<Order>('GET', `/api/orders/${o._id}`, admin)).body;
let oneLipstick: { lines: { productId: string; quantity: number }[] };
const confirm = (o: Order, refundKey: string, amount: number) =>
  app.publish(
    'payment.refunded',
    createEnvelope('payment', {
      type: 'payment.refunded',
      key: o._id,
      data: {
        tx_ref: o.paymentInfo.tx_ref,
        provider: 'flutterwave',
        transactionId: `tx-${o._id}`,
        refundId: `r-${refundKey}`,
        amount,
        currency: 'NGN',
        refundKey,
      },
    }),
  );
const mailTo = (subject: string) =>
  waitFor(`the mail "${subject}"`, async () =>
    app.smtp.received.find((mail) => mail.to.includes(shopper.email) && mail.raw.includes(subject)),
  );

it('when an admin records a return of a shipped order, then it reads requested, the buyer is told, and a retry records nothing more', async () => {
  const shipped = await order();
  expect((await adminView(shipped)).returnable).toEqual([
    { productId: lipstick._id, name: 'Matte Lip Crayon', quantity: 2 },
    { productId: serum._id, name: 'Glow Serum', quantity: 1 },
  ]);

  const answer = await record(shipped, oneLipstick, 'return-1');
  await record(shipped, oneLipstick, 'return-1');

  expect(answer.status).toBe(200);
  expect(answer.body.returns).toEqual([
    {
      number: 1,
      lines: [{ productId: lipstick._id, name: 'Matte Lip Crayon', quantity: 1 }],
      reason: 'Wrong shade',
      status: 'requested',
      requestedAt: expect.any(String),
    },
  ]);
  expect(answer.body.returnable![0]).toMatchObject({ productId: lipstick._id, quantity: 1 });
  expect((await app.outbox('order.return.changed', shipped._id)).map((event) => event.data)).toEqual([
    {
      orderId: shipped._id,
      userId: shopper._id,
      number: 1,
      status: 'requested',
      items: [{ productId: lipstick._id, quantity: 1 }],
    },
  ]);
  const mail = await mailTo('return recorded');
  expect(mail.raw).toContain('Matte Lip Crayon');
  const shopperView = (await app.call<Order>('GET', `/api/orders/${shipped._id}`, shopper)).body;
  expect(shopperView.returns).toHaveLength(1);
  expect(shopperView.returnable).toBeUndefined();
});

it('when the goods arrive and can be sold, then their units go back on sale and their lines are refunded; the order stays Shipped', async () => {
  const shipped = await order();
  await record(shipped, oneLipstick);

  const answer = await receive(shipped, 1, true);

  expect(answer.status).toBe(200);
  expect(answer.body.returns![0]).toMatchObject({ status: 'received', sellable: true, refundPart: 1 });
  expect(app.upstreams.refunds.at(-1)!.body).toEqual({
    tx_ref: shipped.paymentInfo.tx_ref,
    transactionId: `tx-${shipped._id}`,
    refundKey: 'part-1',
    amount: 1000,
    currency: 'NGN',
    reason: 'Wrong shade',
  });
  expect((await app.outbox('order.stock.returned', shipped._id)).map((event) => event.data)).toEqual([
    { orderId: shipped._id, hold: 1, reason: 'returned', items: [{ productId: lipstick._id, quantity: 1 }] },
  ]);
  await mailTo('return received');
  const asked = app.upstreams.refunds.length;
  expect((await receive(shipped, 1, true)).status).toBe(200);
  expect(app.upstreams.refunds.length).toBe(asked);

  await confirm(shipped, 'part-1', 1000);
  const now = await adminView(shipped);
  expect(now).toMatchObject({ status: 'Shipped', paymentInfo: { status: 'partly-refunded' } });
  expect(now.refunds).toEqual([expect.objectContaining({ part: 1, returnNumber: 1, status: 'refunded' })]);
  expect(now.nextStatuses).toEqual(['Out for Delivery', 'Delivered']);
  expect((await app.outbox('order.stock.returned', shipped._id)).length).toBe(1);
});

it('when the goods cannot be sold again, then they are refunded but nothing goes back on sale', async () => {
  const shipped = await order();
  await record(shipped, { lines: [{ productId: serum._id, quantity: 1 }] });

  await receive(shipped, 1, false);

  expect(app.upstreams.refunds.at(-1)!.body).toMatchObject({ refundKey: 'part-1', amount: 3500 });
  expect(await app.outbox('order.stock.returned', shipped._id)).toEqual([]);
  expect((await adminView(shipped)).returns![0]).toMatchObject({ status: 'received', sellable: false });
});

it('when a return is withdrawn, then its units may be returned again, and it can be neither received nor withdrawn twice', async () => {
  const shipped = await order();
  await record(shipped, oneLipstick);

  const answer = await withdraw(shipped, 1);

  expect(answer.body.returns![0]!.status).toBe('withdrawn');
  expect(answer.body.returnable![0]).toMatchObject({ productId: lipstick._id, quantity: 2 });
  expect(await receive(shipped, 1)).toEqual({ status: 409, body: { message: 'This return was withdrawn.' } });
  await record(shipped, oneLipstick);
  await receive(shipped, 2);
  expect(await withdraw(shipped, 2)).toEqual({
    status: 409,
    body: { message: 'This return was already received.' },
  });
  expect((await app.outbox('order.return.changed', shipped._id)).map((event) => event.data.status)).toEqual([
    'requested',
    'withdrawn',
    'requested',
    'received',
  ]);
});

it('when another refund is in flight, then receiving waits (409) and changes nothing; a refused refund is asked again by receiving again', async () => {
  const shipped = await order();
  await record(shipped, oneLipstick);
  await record(shipped, { lines: [{ productId: serum._id, quantity: 1 }] });
  await receive(shipped, 1);

  expect(await receive(shipped, 2)).toEqual({
    status: 409,
    body: { message: 'A refund is already in progress for this order.' },
  });
  expect((await adminView(shipped)).returns![1]!.status).toBe('requested');

  await confirm(shipped, 'part-1', 1000);
  app.upstreams.refund = () => ({ refused: 'The provider refused the refund: too old' });
  expect((await receive(shipped, 2)).status).toBe(409);
  expect((await adminView(shipped)).returns![1]).toMatchObject({ status: 'received', refundPart: 2 });
  app.upstreams.refund = (request) => ({ status: 'requested', refundId: `r-${request.refundKey}` });

  const again = await receive(shipped, 2);

  expect(again.body.returns![1]).toMatchObject({ status: 'received', refundPart: 3 });
  expect(app.upstreams.refunds.at(-1)!.body).toMatchObject({ refundKey: 'part-3', amount: 3500 });
  expect(again.body.refunds.map((part) => [part.part, part.status])).toEqual([
    [1, 'refunded'],
    [2, 'refused'],
    [3, 'requested'],
  ]);
});

it('when the return is not possible, then a 4xx says why and nothing is recorded', async () => {
  const unshipped = await order({ ship: false });
  const shipped = await order();

  expect(await record(unshipped, oneLipstick)).toEqual({
    status: 409,
    body: { message: 'This order has not shipped, so nothing can be returned. Refund its items instead.' },
  });
  const cases: [Record<string, unknown>, string][] = [
    [{ lines: [{ productId: lipstick._id, quantity: 3 }] }, 'At most 2 of Matte Lip Crayon can be returned.'],
    [
      { lines: [{ productId: 'elsewhere', quantity: 1 }] },
      'This order has no line for one of the products to return.',
    ],
    [
      { lines: [] },
      'Lines to return must be a list of { productId, variantId?, quantity } with whole quantities of at least 1.',
    ],
    [{ reason: ' ', ...oneLipstick }, 'Please give a reason for the return.'],
  ];
  for (const [body, message] of cases)
    expect(await record(shipped, body)).toEqual({ status: 400, body: { message } });
  expect((await receive(shipped, 1)).status).toBe(404);
  await record(shipped, oneLipstick);
  expect(await receive(shipped, 1, 'yes')).toEqual({
    status: 400,
    body: { message: 'Please say whether the items can be sold again (sellable: true or false).' },
  });
  expect((await adminView(shipped)).returns!.map((item) => item.status)).toEqual(['requested']);
  const asShopper = await app.call('POST', `/api/orders/${shipped._id}/returns`, shopper, {
    reason: 'mine',
    ...oneLipstick,
  });
  expect(asShopper.status).toBe(403);
});
