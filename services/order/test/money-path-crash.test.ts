import { waitFor } from '@glow/testing';
import { expectOnePaidOrderEach } from './support/money-path-ledger';
import { startMoneyPath, type MoneyPathStack } from './support/money-path-stack';

/**
 * The shopper paid, and the order service went down before the browser's verify call reached it:
 * payment still learns of the money (webhook, or reconciliation when every webhook was lost), and a
 * new order instance on the same database takes the payment.succeeded it missed from Kafka.
 */
let stack: MoneyPathStack;

beforeAll(async () => {
  stack = await startMoneyPath();
}, 120_000);

afterAll(() => stack?.stop());

it('when order stops between the payment and the verify call, then a new order instance ends with one paid order, one order.paid and one mail each', async () => {
  const paid = await stack.paidCheckouts(6);
  const txRefs = paid.map((p) => p.txRef);
  const crashedUrl = stack.order.url;

  await stack.stopOrder();

  // The browser's verify call finds no order service.
  await expect(
    fetch(`${crashedUrl}/api/orders/verify`, { method: 'POST', signal: AbortSignal.timeout(2_000) }),
  ).rejects.toThrow();
  // Half the payments are announced by the provider's webhook (twice); for the rest every webhook was lost.
  const [announced, lost] = [paid.filter((_, i) => i % 2 === 0), paid.filter((_, i) => i % 2 === 1)];
  for (const payment of announced) {
    expect((await stack.webhook(payment)).status).toBe(200);
    expect((await stack.webhook(payment)).status).toBe(200);
  }
  await stack.payment.service.deps.webhookWorker.runNow();
  await stack.reconcile();
  await waitFor(
    'payment.succeeded for every payment while order is down',
    async () =>
      (
        await stack.pools.payment.query(
          `SELECT 1 FROM payment.outbox WHERE topic = 'payment.succeeded' AND sent_at IS NOT NULL
             AND envelope->'data'->>'tx_ref' = ANY($1)`,
          [txRefs],
        )
      ).rowCount === paid.length,
    30_000,
    100,
  );
  const whileDown = await stack.pools.order.query<{ n: string }>(
    'SELECT count(*) AS n FROM orders.orders WHERE tx_ref = ANY($1) AND is_paid',
    [txRefs],
  );
  expect(whileDown.rows[0]!.n).toBe('0');
  expect(lost).toHaveLength(3);

  await stack.restartOrder();

  // The new instance takes the missed payment.succeeded from Kafka; the browser's retried verify races it.
  const verified = await Promise.all(paid.map((payment) => stack.verify(payment)));
  expect(verified.map((answer) => answer.status).every((status) => status === 200 || status === 202)).toBe(
    true,
  );
  const ledger = await expectOnePaidOrderEach(stack, paid);
  expect(ledger.mailsSent).toEqual(new Map(paid.map((p) => [p.who.email, 1])));
}, 150_000);
