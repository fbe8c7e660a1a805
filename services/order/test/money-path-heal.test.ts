import { injectSqlStateFault, waitFor } from '@glow/testing';
import { expectOnePaidOrderEach } from './support/money-path-ledger';
import { startMoneyPath, type MoneyPathStack } from './support/money-path-stack';

/**
 * Cart, order and payment on Kafka: payment settled, but order never applied the payment.succeeded
 * events (a bug made each fail until it was dead-lettered; the bug has since been fixed). The
 * sweeper heals it.
 */
let stack: MoneyPathStack;

beforeAll(async () => {
  stack = await startMoneyPath();
}, 120_000);

afterAll(() => stack?.stop());

it('when order missed the payment.succeeded of paid orders, then its sweeper settles each one exactly once', async () => {
  const paid = await stack.paidCheckouts(4);
  const txRefs = paid.map((payment) => payment.txRef);
  // Not a passing failure (a check violation): order tries each event five times, then dead-letters it.
  const bug = await injectSqlStateFault(stack.pools.order, {
    table: 'orders.orders',
    on: 'UPDATE',
    sqlState: '23514',
    times: 1_000,
  });
  for (const payment of paid) expect((await stack.webhook(payment)).status).toBe(200);
  await stack.payment.service.deps.webhookWorker.runNow();
  await waitFor('payment.succeeded relayed for every payment', async () => {
    const { rowCount } = await stack.pools.payment.query(
      `SELECT 1 FROM payment.outbox WHERE topic = 'payment.succeeded'
          AND sent_at IS NOT NULL AND envelope->'data'->>'tx_ref' = ANY($1)`,
      [txRefs],
    );
    return rowCount === paid.length;
  });
  await waitFor(
    'order to have given up on every payment.succeeded',
    async () => (await stack.lag('order', ['payment.succeeded'])) === 0,
    60_000,
  );
  await bug.remove();
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
