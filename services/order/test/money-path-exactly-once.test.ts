import type { PaymentMethod } from '@glow/contracts';
import { readLedger, waitForQuiet } from './support/money-path-ledger';
import { startMoneyPath, type MoneyPathStack, type PaidCheckout } from './support/money-path-stack';
import type { Person, ProductSnapshot } from './support/order-service';

/**
 * The promise end to end ("the money path, exactly once"): real cart, order and payment,
 * each on its own database on the real PostgreSQL and its own Kafka client on one Kafka; only the
 * payment providers (Flutterwave/Paystack doubles), the exchange rates and SMTP are stand-ins.
 */
const trials = 100;
const batchSize = 10;
const duplicateWebhooks = 3;

let stack: MoneyPathStack;
let shoppers: Person[];
let products: ProductSnapshot[];

beforeAll(async () => {
  stack = await startMoneyPath();
  [shoppers, products] = await Promise.all([stack.shoppers(trials), stack.products(6)]);
}, 120_000);

afterAll(() => stack?.stop());

/**
 * Where the race stands, so a run too slow for a busy machine fails saying what it was waiting on
 * rather than with Jest's bare timeout.
 */
const progress = { checkedOut: 0, raced: 0, phase: 'paying' };
const deadlineMs = 270_000;
const failAtDeadline = () =>
  new Promise<never>((_, reject) => {
    setTimeout(
      () => reject(new Error(`not done after ${deadlineMs / 1000} s: ${JSON.stringify(progress)}`)),
      deadlineMs,
    ).unref();
  });

/** Trial i's cart: one to three products, one to three of each. */
const linesFor = (i: number): [ProductSnapshot, number][] =>
  Array.from({ length: (i % 3) + 1 }, (_, j) => [products[(i + j) % products.length]!, ((i + j) % 3) + 1]);

/** Every shopper checks out and pays, racing verify, webhooks and reconciliation; then the chain settles. */
async function payRacing(paid: PaidCheckout[], addedWhilePaying: Map<string, [string, number]>) {
  for (let start = 0; start < trials; start += batchSize) {
    await Promise.all(
      shoppers.slice(start, start + batchSize).map(async (who, k) => {
        const i = start + k;
        const method: PaymentMethod = i % 2 === 0 ? 'flutterwave' : 'paystack';
        const lines = linesFor(i);
        const answer = await stack.checkout(who, lines, method);
        progress.checkedOut += 1;
        if (i % 4 === 0) {
          const [first] = lines[0]!;
          const added = await stack.call(stack.cart.url, 'POST', '/api/cart/add', who, {
            productId: first._id,
            quantity: 2,
          });
          expect(added.status).toBe(200);
          addedWhilePaying.set(who._id, [first._id, 2]);
        }
        const payment = stack.pay(who, answer, method);
        paid.push(payment);

        const [verified, ...others] = await Promise.all([
          stack.verify(payment),
          ...Array.from({ length: duplicateWebhooks }, () => stack.webhook(payment)),
          stack.reconcile().then(() => ({ status: 200, body: undefined })),
        ]);
        // The browser may win (200, paid) or find payment still settling (202, pending): never failed.
        expect([200, 202].includes(verified!.status) ? 'paid or pending' : verified).toBe('paid or pending');
        expect(others.map((other) => other.status)).toEqual(Array(duplicateWebhooks + 1).fill(200));
        progress.raced += 1;
      }),
    );
  }
  progress.phase = 'waiting for the chain to go quiet';
  // Anything still undecided is picked up as in production, by the worker's and reconciliation's next passes.
  await stack.payment.service.deps.webhookWorker.runNow();
  await stack.reconcile();
  await waitForQuiet(stack, paid);
  progress.phase = 'racing again after quiet';
  // One more round of every path after the chain went quiet: a missing guard would write again now.
  await Promise.all(
    paid.slice(0, 10).map((payment) => Promise.all([stack.verify(payment), stack.webhook(payment)])),
  );
  await stack.payment.service.deps.webhookWorker.runNow();
  await stack.reconcile();
  progress.phase = 'waiting for quiet again';
  await waitForQuiet(stack, paid);
}

it(`when ${trials} shoppers pay and each one's verify call, ${duplicateWebhooks} duplicate webhooks and a reconciliation pass race, then each gets exactly one paid order, order.paid, payment.succeeded, cart subtraction and mail`, async () => {
  const paid: PaidCheckout[] = [];
  /** Shoppers who put more of their first product in the cart while paying: that much must stay. */
  const addedWhilePaying = new Map<string, [string, number]>();

  await Promise.race([payRacing(paid, addedWhilePaying), failAtDeadline()]);

  const ledger = await readLedger(stack, paid);
  const each = (value: number) => new Map(paid.map((p) => [p.orderId, value]));
  expect(ledger.orders).toEqual(new Map(paid.map((p) => [p.orderId, [true, 'Processing', 'paid']])));
  expect(ledger.orderPaid).toEqual(each(1));
  expect(ledger.paymentSucceeded).toEqual(new Map(paid.map((p) => [p.txRef, 1])));
  expect(ledger.paymentFailed).toEqual(new Map());
  expect(ledger.mailsSent).toEqual(new Map(paid.map((p) => [p.who.email, 1])));
  expect(ledger.mailsQueued).toEqual(new Map());
  const orderCount = await stack.pools.order.query<{ n: string }>(
    'SELECT count(*) AS n FROM orders.orders WHERE user_id = ANY($1)',
    [shoppers.map((who) => who._id)],
  );
  expect(Number(orderCount.rows[0]!.n)).toBe(trials);

  // Every verify now answers the paid order; every cart lost exactly what was paid for, once.
  const carts = await Promise.all(
    paid.map(async (payment) => {
      const verified = await stack.verify(payment);
      expect(verified.status).toBe(200);
      expect(verified.body.order).toMatchObject({ _id: payment.orderId, isPaid: true, status: 'Processing' });
      const cart = await stack.cartOf(payment.who);
      return [payment.who._id, cart.map((line) => [line.product._id, line.quantity])] as const;
    }),
  );
  expect(new Map(carts)).toEqual(
    new Map(
      paid.map((p) => [p.who._id, addedWhilePaying.has(p.who._id) ? [addedWhilePaying.get(p.who._id)] : []]),
    ),
  );
}, 300_000);
