import type { Order } from '@glow/contracts';
import { waitFor } from '@glow/testing';
import { startOrder, type OrderUnderTest, type Person } from './support/order-service';

/**
 * The sweeper asks payment to announce again the verdicts order never applied (payment's event then
 * changes the order), and asks less often as orders age.
 */
let app: OrderUnderTest;
let shopper: Person;

beforeAll(async () => {
  app = await startOrder();
});
afterAll(() => app.stop());
beforeEach(async () => {
  shopper = await app.shopper();
});

const place = async () =>
  (await app.checkout(shopper, [[await app.upsertProduct({ price: 1000 }), 1]])).order;
const orderOf = async (id: string) => (await app.call<Order>('GET', `/api/orders/${id}`, shopper)).body;
const dueNow = () => app.pool.query('UPDATE orders.orders SET sweep_at = now()');

it('when payment holds a success the order never heard of, then payment announces it again and the order is paid once', async () => {
  const order = await place();
  app.upstreams.verdicts.set(order.paymentInfo.tx_ref, {
    status: 'succeeded',
    transactionId: 'flw-9',
    amount: order.paymentInfo.amount,
    currency: 'NGN',
  });

  await app.deps.sweeper.runNow();
  await waitFor('the announced payment applied', async () => (await orderOf(order._id)).isPaid);
  await dueNow();
  await app.deps.sweeper.runNow();

  expect(app.upstreams.announcements).toEqual([order.paymentInfo.tx_ref]);
  expect(await orderOf(order._id)).toMatchObject({
    isPaid: true,
    status: 'Processing',
    paymentInfo: { status: 'paid', payment_id: 'flw-9' },
  });
  expect(await app.outbox('order.paid', order._id)).toHaveLength(1);
  expect((await app.smtp.nextMail()).to).toEqual([shopper.email]);
});

it('when payment rejected the payment (money to give back), then its announcement opens the refund case', async () => {
  const order = await place();
  app.upstreams.verdicts.set(order.paymentInfo.tx_ref, {
    status: 'rejected',
    transactionId: 'flw-10',
    amount: 10,
    currency: 'NGN',
    reason: 'refund: paid 10.00, expected 3500.00',
  });

  await app.deps.sweeper.runNow();

  const now = await waitFor('the refund case opened', async () => {
    const seen = await orderOf(order._id);
    return seen.paymentInfo.status === 'refund-needed' && seen;
  });
  expect(now.refunds).toEqual([expect.objectContaining({ transactionId: 'flw-10', amount: 10 })]);
});

it('when payment has no verdict, then nothing changes and the order is asked again later, less often each time', async () => {
  const order = await place();

  await app.deps.sweeper.runNow();
  const first = await app.pool.query<{ sweeps: number; wait: number }>(
    `SELECT sweeps, extract(epoch FROM sweep_at - now())::int AS wait FROM orders.orders WHERE id = $1`,
    [order._id],
  );
  await dueNow();
  await app.deps.sweeper.runNow();
  const second = await app.pool.query<{ sweeps: number; wait: number }>(
    `SELECT sweeps, extract(epoch FROM sweep_at - now())::int AS wait FROM orders.orders WHERE id = $1`,
    [order._id],
  );

  expect((await orderOf(order._id)).paymentInfo.status).toBe('pending');
  expect(first.rows[0]).toEqual({ sweeps: 1, wait: expect.any(Number) });
  expect(first.rows[0]!.wait).toBeGreaterThanOrEqual(55);
  expect(second.rows[0]!.sweeps).toBe(2);
  expect(second.rows[0]!.wait).toBeGreaterThanOrEqual(115);
});

it('when payment cannot be reached, then the sweep carries on with the next order and nothing breaks', async () => {
  const order = await place();
  app.upstreams.verdicts.set(order.paymentInfo.tx_ref, { status: 'succeeded', transactionId: 'x' });
  const upstreams = app.deps.upstreams;
  const ask = upstreams.announceVerdict.bind(upstreams);
  let down = true;
  const spy = jest
    .spyOn(upstreams, 'announceVerdict')
    .mockImplementation((txRef) =>
      down && txRef === order.paymentInfo.tx_ref ? Promise.reject(new Error('down')) : ask(txRef),
    );

  await app.deps.sweeper.runNow();
  const whileDown = (await orderOf(order._id)).isPaid;
  down = false;
  await dueNow();
  await app.deps.sweeper.runNow();

  expect(whileDown).toBe(false);
  await waitFor('the announced payment applied', async () => (await orderOf(order._id)).isPaid);
  spy.mockRestore();
});
