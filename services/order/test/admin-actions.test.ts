import { randomUUID } from 'node:crypto';
import type { Order, ShippingPriceAnswer } from '@glow/contracts';
import { failAdminActionRecords } from '@glow/testing';
import { startOrder, type OrderUnderTest, type Person } from './support/order-service';

/** Order's admin actions on record (order.admin-action.recorded): status moves, refunds, the shipping price. */
let app: OrderUnderTest;
let admin: Person;
const sessionId = randomUUID();

beforeAll(async () => {
  app = await startOrder();
  const _id = randomUUID();
  admin = {
    _id,
    email: 'admin@example.com',
    token: app.running.keys.sign({ _id, isAdmin: true, tv: 0, sid: sessionId }),
  };
});
afterAll(() => app.stop());

let requestId: string;
beforeEach(() => {
  requestId = `req-${randomUUID()}`;
});

const asAdmin = <T>(method: string, path: string, body: unknown) =>
  app.call<T & { message?: string }>(method, path, admin, body, { 'x-request-id': requestId });
const who = () => ({ actor: { userId: admin._id, sessionId }, requestId });
const recorded = async (subjectId: string) =>
  (await app.outbox('order.admin-action.recorded', subjectId)).map((event) => event.data);
const paidOrder = async () => {
  const shopper = await app.shopper();
  const { order } = await app.checkout(shopper, [[await app.upsertProduct({ price: 1000 }), 2]]);
  await app.pay(order);
  return order;
};
const setStatus = (order: Order, status: string) =>
  asAdmin<Order>('PUT', `/api/orders/${order._id}/status`, { status });
const withFailingRecords = async (work: () => Promise<void>) => {
  const fault = await failAdminActionRecords(app.pool, 'orders');
  try {
    await work();
  } finally {
    await fault.remove();
  }
};

describe('status changes', () => {
  it('when an admin ships a paid order, then the move is on record with who, the session, the request and the status before and after', async () => {
    const order = await paidOrder();

    expect((await setStatus(order, 'Shipped')).status).toBe(200);

    expect(await recorded(order._id)).toEqual([
      {
        ...who(),
        action: 'order.status.changed',
        subject: { type: 'order', id: order._id },
        before: { status: 'Processing' },
        after: { status: 'Shipped' },
        at: expect.any(String),
      },
    ]);
  });

  it('when the status is set to what it is, or to a move the lifecycle refuses, then nothing is on record', async () => {
    const order = await paidOrder();

    expect((await setStatus(order, 'Processing')).status).toBe(200);
    expect((await setStatus(order, 'Pending')).status).toBe(409);

    expect(await recorded(order._id)).toEqual([]);
  });

  it('when the move cannot be put on record, then the order does not move and announces nothing (one transaction)', async () => {
    const order = await paidOrder();
    const announced = (await app.outbox('order.status.changed', order._id)).length;

    await withFailingRecords(async () => {
      expect((await setStatus(order, 'Shipped')).status).toBe(500);
    });

    const { rows } = await app.pool.query('SELECT status FROM orders.orders WHERE id = $1', [order._id]);
    expect(rows).toEqual([{ status: 'Processing' }]);
    expect(await app.outbox('order.status.changed', order._id)).toHaveLength(announced);
    expect(await recorded(order._id)).toEqual([]);
  });
});

describe('refunds', () => {
  const refund = (order: Order) =>
    asAdmin<Order>('POST', `/api/orders/${order._id}/refund`, { reason: 'Customer changed their mind' });

  it('when an admin asks for a refund, then the claim is on record: the payment state before and after and the cases claimed', async () => {
    const order = await paidOrder();

    expect((await refund(order)).status).toBe(200);

    expect(await recorded(order._id)).toEqual([
      {
        ...who(),
        action: 'order.refund.requested',
        subject: { type: 'order', id: order._id },
        before: { paymentState: 'paid' },
        after: {
          paymentState: 'refund-requested',
          reason: 'Customer changed their mind',
          casesClaimed: [{ transactionId: `tx-${order._id}`, amount: null, currency: null }],
        },
        at: expect.any(String),
      },
    ]);
  });

  it('when the refund is refused (already in progress), then nothing more is on record', async () => {
    const order = await paidOrder();
    await refund(order);

    expect((await refund(order)).status).toBe(409);

    expect(await recorded(order._id)).toHaveLength(1);
  });

  it('when the claim cannot be put on record, then nothing is claimed and payment is never asked (one transaction)', async () => {
    const order = await paidOrder();
    const asked = app.upstreams.refunds.length;

    await withFailingRecords(async () => {
      expect((await refund(order)).status).toBe(500);
    });

    expect(app.upstreams.refunds).toHaveLength(asked);
    const { rows } = await app.pool.query('SELECT payment_status FROM orders.orders WHERE id = $1', [
      order._id,
    ]);
    expect(rows).toEqual([{ payment_status: 'paid' }]);
    expect(await app.outbox('order.refund.opened', order._id)).toEqual([]);
    expect(await recorded(order._id)).toEqual([]);
  });
});

describe('the shipping price', () => {
  const setPrice = (shippingPrice: number) =>
    asAdmin<ShippingPriceAnswer>('PUT', '/api/shipping-price', { shippingPrice });
  const price = async () => (await app.call<ShippingPriceAnswer>('GET', '/api/shipping-price')).body;

  it('when an admin changes it, then the old and the new price are on record; setting it again to the same records nothing', async () => {
    const before = await price();

    expect((await setPrice(before.shippingPrice + 500.25)).status).toBe(200);
    expect((await setPrice(before.shippingPrice + 500.25)).status).toBe(200);

    expect((await recorded('shipping-price')).at(-1)).toEqual({
      ...who(),
      action: 'shipping-price.changed',
      subject: { type: 'shipping-price', id: 'shipping-price' },
      before: { shippingPrice: before.shippingPrice },
      after: { shippingPrice: before.shippingPrice + 500.25 },
      at: expect.any(String),
    });
    expect(
      (await recorded('shipping-price')).filter((action) => action.requestId === requestId),
    ).toHaveLength(1);
  });

  it('when the change cannot be put on record, then the price stays', async () => {
    const before = await price();

    await withFailingRecords(async () => {
      expect((await setPrice(before.shippingPrice + 1)).status).toBe(500);
    });

    expect(await price()).toEqual(before);
  });
});
