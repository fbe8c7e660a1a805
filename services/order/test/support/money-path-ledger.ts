import type { Pool } from '@glow/service-kit';
import { waitFor } from '@glow/testing';
import type { MoneyPathStack, PaidCheckout } from './money-path-stack';

/** What the money path left behind for a set of checkouts, read from each service's own tables. */
export interface Ledger {
  /** Per order id: [isPaid, status, payment_status]. */
  orders: Map<string, [boolean, string, string]>;
  /** Per order id: how many order.paid order wrote. */
  orderPaid: Map<string, number>;
  /**
   * Per tx_ref: the transactions payment.succeeded named (the sweeper may have it announced again,
   * always the same one), and how many payment.failed payment wrote.
   */
  paymentSucceeded: Map<string, number>;
  paymentFailed: Map<string, number>;
  /** Per email: confirmation mails the SMTP sink received, and those still queued. */
  mailsSent: Map<string, number>;
  mailsQueued: Map<string, number>;
}

async function countBy(pool: Pool, sql: string, ids: string[]): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ k: string; n: string }>(sql, [ids]);
  return new Map(rows.map((row) => [row.k, Number(row.n)]));
}

export async function readLedger(stack: MoneyPathStack, paid: PaidCheckout[]): Promise<Ledger> {
  const orderIds = paid.map((p) => p.orderId);
  const txRefs = paid.map((p) => p.txRef);
  const emails = paid.map((p) => p.who.email);
  const { rows } = await stack.pools.order.query<{
    id: string;
    is_paid: boolean;
    status: string;
    payment_status: string;
  }>('SELECT id, is_paid, status, payment_status FROM orders.orders WHERE id = ANY($1)', [orderIds]);
  const mailsSent = new Map<string, number>();
  for (const mail of stack.smtp.received)
    for (const to of mail.to) mailsSent.set(to, (mailsSent.get(to) ?? 0) + 1);
  return {
    orders: new Map(rows.map((row) => [row.id, [row.is_paid, row.status, row.payment_status]])),
    orderPaid: await countBy(
      stack.pools.order,
      `SELECT event_key AS k, count(*) AS n FROM orders.outbox
        WHERE topic = 'order.paid' AND event_key = ANY($1) GROUP BY 1`,
      orderIds,
    ),
    paymentSucceeded: await countBy(
      stack.pools.payment,
      `SELECT envelope->'data'->>'tx_ref' AS k, count(DISTINCT envelope->'data'->>'transactionId') AS n
         FROM payment.outbox WHERE topic = 'payment.succeeded' AND envelope->'data'->>'tx_ref' = ANY($1) GROUP BY 1`,
      txRefs,
    ),
    paymentFailed: await countBy(
      stack.pools.payment,
      `SELECT envelope->'data'->>'tx_ref' AS k, count(*) AS n FROM payment.outbox
        WHERE topic = 'payment.failed' AND envelope->'data'->>'tx_ref' = ANY($1) GROUP BY 1`,
      txRefs,
    ),
    mailsSent: new Map(emails.map((email) => [email, mailsSent.get(email) ?? 0])),
    mailsQueued: await countBy(
      stack.pools.order,
      'SELECT to_address AS k, count(*) AS n FROM orders.mail_jobs WHERE to_address = ANY($1) GROUP BY 1',
      emails,
    ),
  };
}

const unsent = async (pool: Pool, schema: string) =>
  Number(
    (await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${schema}.outbox WHERE sent_at IS NULL`))
      .rows[0]!.n,
  );

/**
 * Waits until the chain has nothing left in flight: every payment and order event relayed and
 * handled by its consumers (order for payment.*, cart for order.paid), every mail sent or given
 * up. Only then can "exactly one" be asserted: a duplicate would have been written by now.
 */
export async function waitForQuiet(stack: MoneyPathStack, paid: PaidCheckout[], timeoutMs = 60_000) {
  const emails = paid.map((p) => p.who.email);
  const pending = async (): Promise<string | undefined> => {
    if ((await unsent(stack.pools.payment, 'payment')) > 0) return 'payment outbox rows unsent';
    if ((await unsent(stack.pools.order, 'orders')) > 0) return 'order outbox rows unsent';
    const orderLag = await stack.lag('order', ['payment.succeeded', 'payment.failed', 'payment.refund.due']);
    if (orderLag > 0) return `${orderLag} payment events not yet handled by order`;
    const cartLag = await stack.lag('cart', ['order.paid']);
    if (cartLag > 0) return `${cartLag} order.paid not yet handled by cart`;
    const queued = await stack.pools.order.query<{ n: string }>(
      'SELECT count(*) AS n FROM orders.mail_jobs WHERE to_address = ANY($1)',
      [emails],
    );
    return queued.rows[0]!.n === '0' ? undefined : `${queued.rows[0]!.n} mails queued`;
  };
  let last: string | undefined;
  try {
    await waitFor(
      'the money path to finish every event and mail',
      // Twice in a row: a handler that finished between two of one pass's looks wrote what the
      // next pass sees.
      async () => !(last = await pending()) && !(last = await pending()),
      timeoutMs,
      100,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}: ${last}`);
  }
}

/**
 * What "exactly once" means for each payment once the path is quiet: the order paid and Processing,
 * one order.paid, one payment.succeeded, no payment.failed, no mail left queued; a verify asked
 * again answers the paid order, and the shopper's cart is empty. Mails are each test's to check.
 */
export async function expectOnePaidOrderEach(stack: MoneyPathStack, paid: PaidCheckout[]): Promise<Ledger> {
  await waitForQuiet(stack, paid);
  const ledger = await readLedger(stack, paid);
  expect(ledger.orders).toEqual(new Map(paid.map((p) => [p.orderId, [true, 'Processing', 'paid']])));
  expect(ledger.orderPaid).toEqual(new Map(paid.map((p) => [p.orderId, 1])));
  expect(ledger.paymentSucceeded).toEqual(new Map(paid.map((p) => [p.txRef, 1])));
  expect(ledger.paymentFailed).toEqual(new Map());
  expect(ledger.mailsQueued).toEqual(new Map());
  for (const payment of paid) {
    const again = await stack.verify(payment);
    expect(again.status).toBe(200);
    expect(again.body.order).toMatchObject({ _id: payment.orderId, isPaid: true, status: 'Processing' });
    expect(await stack.cartOf(payment.who)).toEqual([]);
  }
  return ledger;
}
