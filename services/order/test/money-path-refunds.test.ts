import type { Order } from '@glow/contracts';
import { waitFor } from '@glow/testing';
import { waitForQuiet } from './support/money-path-ledger';
import { startMoneyPath, type MoneyPathStack } from './support/money-path-stack';

/**
 * Cart, order and payment on Kafka with the providers' documented-shape doubles: an admin's refund goes
 * from order to payment to the provider's refund API and back as payment.refunded, once.
 */
let stack: MoneyPathStack;

beforeAll(async () => {
  stack = await startMoneyPath();
}, 120_000);

afterAll(() => stack?.stop());

it.each(['flutterwave', 'paystack'] as const)(
  'when an admin refunds an order paid with %s, then the provider gives it back once and the order reads refunded',
  async (method) => {
    const payment = await paidWith(method);
    expect((await stack.verify(payment)).status).toBe(200);
    const admin = stack.admin();

    const answer = await stack.call<Order>(
      stack.order.url,
      'POST',
      `/api/orders/${payment.orderId}/refund`,
      admin,
      {
        reason: 'Damaged in the warehouse',
      },
    );
    const again = await stack.call<{ message: string }>(
      stack.order.url,
      'POST',
      `/api/orders/${payment.orderId}/refund`,
      admin,
      { reason: 'Twice' },
    );
    // Paystack queues refunds: payment's check finds them processed.
    await stack.payment.service.deps.refundChecks.runNow();
    await stack.pools.payment.query('UPDATE payment.refunds SET check_at = now()');
    await stack.payment.service.deps.refundChecks.runNow();

    expect(answer.status).toBe(200);
    // Until payment.refunded arrives the refund is in progress; after it, done: either way, not twice.
    expect(again.status).toBe(409);
    expect([
      'A refund is already in progress for this order.',
      'This order has already been refunded.',
    ]).toContain(again.body.message);
    const order = await waitFor('the order refunded', async () => {
      const current = (
        await stack.call<Order>(stack.order.url, 'GET', `/api/orders/${payment.orderId}`, admin)
      ).body;
      return current.paymentInfo.status === 'refunded' && current;
    });
    expect(order.refunds).toEqual([expect.objectContaining({ status: 'refunded', amount: payment.amount })]);
    await waitForQuiet(stack, [payment]);
    const announced = await stack.pools.order.query(
      `SELECT 1 FROM orders.outbox WHERE topic = 'order.refunded' AND event_key = $1`,
      [payment.orderId],
    );
    expect(announced.rowCount).toBe(1);
  },
  // Longer than the waits inside, so a wait that gives up names what it waited for.
  90_000,
);

async function paidWith(method: 'flutterwave' | 'paystack') {
  const [who] = await stack.shoppers(1);
  const [serum] = await stack.products(1);
  const paid = stack.pay(who!, await stack.checkout(who!, [[serum!, 1]], method), method);
  await waitFor(
    'payment to expect it',
    async () =>
      (
        await stack.pools.payment.query('SELECT 1 FROM payment.expected_payments WHERE tx_ref = $1', [
          paid.txRef,
        ])
      ).rowCount === 1,
  );
  return paid;
}
