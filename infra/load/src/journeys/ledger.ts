import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { testPool, waitFor } from '@glow/testing';
import { services } from '@glow/topology';
import PostalMime from 'postal-mime';

/** What the money path left behind for the orders the shoppers paid, read from each service's tables. */
export interface JourneyLedger {
  orders: number;
  /** Orders not paid once everything settled. */
  unpaid: string[];
  /** Orders with other than exactly one `order.paid` (order's outbox) or `payment.succeeded` (payment's). */
  orderPaidNotOnce: string[];
  paymentSucceededNotOnce: string[];
  /** Orders whose lines did not leave the buyer's cart exactly once. */
  cartSubtractionNotOnce: string[];
  /** Orders without exactly one confirmation mail. */
  mailNotOnce: string[];
  /** Events still waiting in any service's outbox, parked, or dead-lettered. */
  unsentEvents: number;
  parkedEvents: number;
}

/** Every service's own schema (libs/topology). */
const schemas = services.flatMap((service) => (service.database ? [service.database] : []));

function notOnce(ids: string[], counts: Map<string, number>): string[] {
  return ids.filter((id) => counts.get(id) !== 1);
}

/** How many confirmation mails (`.eml` files, decoded) each order got: they link to `/orders/<id>`. */
async function confirmationsByOrder(mailDir: string, orderIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const wanted = new Set(orderIds);
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  for (const file of files) {
    const mail = await PostalMime.parse(await readFile(path.join(mailDir, file), 'utf8'));
    if (!/^Your Glow order \S+ is confirmed$/.test(mail.subject ?? '')) continue;
    const id = /\/orders\/([0-9a-f-]{36})/.exec(mail.text ?? '')?.[1];
    if (id && wanted.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/**
 * Waits (up to `settleMs`) for every order to be paid and every outbox to drain, then reads the
 * ledger of a production-shape run: one database, each service in its own schema.
 */
export async function readJourneyLedger(
  databaseUrl: string,
  mailDir: string,
  orderIds: string[],
  settleMs = 120_000,
): Promise<JourneyLedger> {
  const pool = testPool(databaseUrl, 2);
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await pool.query<{ n: string }>(sql, params)).rows[0]!.n);
  const countBy = async (sql: string) => {
    const { rows } = await pool.query<{ k: string; n: string }>(sql, [orderIds]);
    return new Map(rows.map((row) => [row.k, Number(row.n)]));
  };
  const unsent = () =>
    Promise.all(
      schemas.map((schema) => count(`SELECT count(*) AS n FROM ${schema}.outbox WHERE sent_at IS NULL`)),
    ).then((counts) => counts.reduce((sum, n) => sum + n, 0));
  try {
    await waitFor(
      'every order paid, every outbox empty, every confirmation mail sent and every cart updated',
      async () =>
        (await count('SELECT count(*) AS n FROM orders.orders WHERE id = ANY($1) AND NOT is_paid', [
          orderIds,
        ])) === 0 &&
        (await unsent()) === 0 &&
        (await count('SELECT count(*) AS n FROM orders.mail_jobs')) === 0 &&
        // Sent is not yet consumed: cart takes the paid lines out when it has read order.paid.
        (await count('SELECT count(*) AS n FROM cart.paid_orders WHERE order_id = ANY($1)', [orderIds])) ===
          orderIds.length,
      settleMs,
      500,
      // Not settled in time is itself a finding: the ledger below says which orders or events are left.
    ).catch(() => undefined);
    const unpaid = (
      await pool.query<{ id: string }>('SELECT id FROM orders.orders WHERE id = ANY($1) AND NOT is_paid', [
        orderIds,
      ])
    ).rows.map((row) => row.id);
    const known = new Set(
      (
        await pool.query<{ id: string }>('SELECT id FROM orders.orders WHERE id = ANY($1)', [orderIds])
      ).rows.map((row) => row.id),
    );
    return {
      orders: orderIds.length,
      unpaid: [...unpaid, ...orderIds.filter((id) => !known.has(id))],
      orderPaidNotOnce: notOnce(
        orderIds,
        await countBy(
          `SELECT event_key AS k, count(*) AS n FROM orders.outbox WHERE topic = 'order.paid' AND event_key = ANY($1) GROUP BY 1`,
        ),
      ),
      paymentSucceededNotOnce: notOnce(
        orderIds,
        await countBy(
          // The sweeper may have payment announce a verdict again: the same transaction each time.
          `SELECT o.id AS k, count(DISTINCT p.envelope->'data'->>'transactionId') AS n FROM payment.outbox p
             JOIN orders.orders o ON o.tx_ref = p.envelope->'data'->>'tx_ref'
            WHERE p.topic = 'payment.succeeded' AND o.id = ANY($1) GROUP BY 1`,
        ),
      ),
      cartSubtractionNotOnce: notOnce(
        orderIds,
        await countBy(
          'SELECT order_id AS k, count(*) AS n FROM cart.paid_orders WHERE order_id = ANY($1) GROUP BY 1',
        ),
      ),
      mailNotOnce: notOnce(orderIds, await confirmationsByOrder(mailDir, orderIds)),
      unsentEvents: await unsent(),
      parkedEvents: (
        await Promise.all(schemas.map((schema) => count(`SELECT count(*) AS n FROM ${schema}.outbox_parked`)))
      ).reduce((sum, n) => sum + n, 0),
    };
  } finally {
    await pool.end();
  }
}

/** The ledger's faults, one line each; empty when every paid order was paid exactly once. */
export function ledgerFaults(ledger: JourneyLedger): string[] {
  const faults: string[] = [];
  const note = (what: string, ids: string[]) => {
    if (ids.length > 0) faults.push(`${ids.length} of ${ledger.orders} orders ${what} (e.g. ${ids[0]})`);
  };
  note('not paid', ledger.unpaid);
  note('without exactly one order.paid', ledger.orderPaidNotOnce);
  note('without exactly one payment.succeeded', ledger.paymentSucceededNotOnce);
  note('whose lines did not leave the cart exactly once', ledger.cartSubtractionNotOnce);
  note('without exactly one confirmation mail', ledger.mailNotOnce);
  if (ledger.unsentEvents > 0) faults.push(`${ledger.unsentEvents} events still in an outbox`);
  if (ledger.parkedEvents > 0) faults.push(`${ledger.parkedEvents} events parked`);
  return faults;
}
