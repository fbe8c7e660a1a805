import { waitFor } from '@glow/service-kit/testing';
import { expectOnePaidOrderEach } from './support/money-path-ledger';
import { startMoneyPath, type MoneyPathStack } from './support/money-path-stack';

/**
 * Cart, order and payment on Kafka: payment settled, but order never applied the payment.succeeded
 * events (lost as if dead-lettered by a bug that has since been fixed). The sweeper heals it.
 */
let stack: MoneyPathStack;

beforeAll(async () => {
  stack = await startMoneyPath();
}, 120_000);

afterAll(() => stack?.stop());

it('when order missed the payment.succeeded of paid orders, then its sweeper settles each one exactly once', async () => {
  const paid = await stack.paidCheckouts(4);
  const txRefs = paid.map((payment) => payment.txRef);
  await stack.stopOrder();
  for (const payment of paid) expect((await stack.webhook(payment)).status).toBe(200);
  await stack.payment.service.deps.webhookWorker.runNow();
  const lost = await waitFor('payment.succeeded relayed for every payment', async () => {
    const { rows } = await stack.pools.payment.query<{ id: string }>(
      `SELECT envelope->>'id' AS id FROM payment.outbox WHERE topic = 'payment.succeeded'
          AND sent_at IS NOT NULL AND envelope->'data'->>'tx_ref' = ANY($1)`,
      [txRefs],
    );
    return rows.length === paid.length && rows.map((row) => row.id);
  });
  // As if dead-lettered: order's consumer group (the one that took every earlier event) has taken them
  // and done nothing.
  const groups = await stack.pools.order.query<{ consumer_group: string }>(
    'SELECT DISTINCT consumer_group FROM orders.processed_events',
  );
  expect(groups.rows).toEqual([{ consumer_group: 'order' }]);
  await stack.pools.order.query(
    `INSERT INTO orders.processed_events (consumer_group, event_id) SELECT 'order', unnest($1::text[])`,
    [lost],
  );
  await stack.restartOrder();
  const unpaid = await stack.pools.order.query(
    'SELECT 1 FROM orders.orders WHERE tx_ref = ANY($1) AND is_paid',
    [txRefs],
  );
  expect(unpaid.rowCount).toBe(0);

  await stack.sweep();
  await stack.sweep();

  const ledger = await expectOnePaidOrderEach(stack, paid);
  expect(ledger.mailsSent).toEqual(new Map(paid.map((p) => [p.who.email, 1])));
}, 150_000);
