import type { Order, PaymentMethod } from '@glow/contracts';
import { waitFor } from '@glow/testing';
import { readLedger, waitForQuiet } from './support/money-path-ledger';
import { startMoneyPath, type MoneyPathStack, type PaidCheckout } from './support/money-path-stack';

/**
 * Cart, order and payment on Kafka with the providers' documented-shape doubles: a declined card is
 * an attempt the shopper may follow with a success under the same reference, and a reference paid
 * twice keeps one paid order and opens one refund case.
 */
let stack: MoneyPathStack;

beforeAll(async () => {
  stack = await startMoneyPath();
}, 120_000);

afterAll(() => stack?.stop());

async function checkout(method: PaymentMethod, scenario: 'success' | 'failed'): Promise<PaidCheckout> {
  const [who] = await stack.shoppers(1);
  const [serum] = await stack.products(1);
  return stack.pay(who!, await stack.checkout(who!, [[serum!, 1]], method), method, scenario);
}

const orderOf = async (paid: PaidCheckout) =>
  (await stack.call<Order>(stack.order.url, 'GET', `/api/orders/${paid.orderId}`, paid.who)).body;

it.each(['flutterwave', 'paystack'] as const)(
  'when %s declines the card and the retry under the same reference succeeds, then the order is paid once',
  async (method) => {
    const declined = await checkout(method, 'failed');
    const first = await stack.verify(declined);
    expect(first.status).toBe(402);
    expect(first.body.message).toBe('Your card was declined. Please try again or use another card.');

    const paid = stack.retry(declined, 'success');
    const second = await stack.verify(paid);

    // Paid at once (200), or pending while payment's event is on its way (202) when the machine is
    // busy; the ledger below shows the order paid once either way.
    expect([200, 202].includes(second.status) ? 'paid or pending' : second.body).toBe('paid or pending');
    await waitForQuiet(stack, [paid]);
    const ledger = await readLedger(stack, [paid]);
    expect(ledger.orders.get(paid.orderId)).toEqual([true, 'Processing', 'paid']);
    expect(ledger.orderPaid.get(paid.orderId)).toBe(1);
    expect(ledger.paymentSucceeded.get(paid.txRef)).toBe(1);
    expect(ledger.paymentFailed.get(paid.txRef)).toBe(1);
    expect(ledger.mailsSent.get(paid.who.email)).toBe(1);
    expect(await stack.cartOf(paid.who)).toEqual([]);
  },
  60_000,
);

it('when a reference is paid twice, then one paid order, one order.paid, and one open refund case for the second charge', async () => {
  const first = await checkout('flutterwave', 'success');
  expect((await stack.verify(first)).status).toBe(200);
  const second = stack.retry(first, 'success');

  expect((await stack.webhook(second)).status).toBe(200);
  expect((await stack.webhook(second)).status).toBe(200);
  await stack.payment.service.deps.webhookWorker.runNow();

  const order = await waitFor('the refund case on the order', async () => {
    const current = await orderOf(first);
    return current.refunds.length > 0 && current;
  });
  await waitForQuiet(stack, [first]);
  expect(order).toMatchObject({
    isPaid: true,
    paymentInfo: { status: 'paid', payment_id: first.transactionId },
  });
  expect((await orderOf(first)).refunds).toEqual([
    {
      transactionId: second.transactionId,
      amount: first.amount,
      currency: 'NGN',
      reason: expect.stringMatching(/^refund: /),
      status: 'open',
      openedAt: expect.any(String),
    },
  ]);
  const ledger = await readLedger(stack, [first]);
  expect(ledger.orderPaid.get(first.orderId)).toBe(1);
  expect(ledger.paymentSucceeded.get(first.txRef)).toBe(1);
}, 60_000);
