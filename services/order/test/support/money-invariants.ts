import { waitFor } from '@glow/testing';
import type { InvariantStack } from './money-invariant-stack';

const rows = async <T>(stack: InvariantStack, pool: keyof InvariantStack['pools'], sql: string) =>
  (await stack.pools[pool].query<T & Record<string, unknown>>(sql)).rows as T[];

/** Waits until every service's outbox is relayed (so handled: the in-process bus acknowledges after) and no mail is queued. */
export async function waitForQuiet(stack: InvariantStack): Promise<void> {
  const schemas = { catalog: 'catalog', cart: 'cart', order: 'orders', payment: 'payment' } as const;
  let last = '';
  const pending = async () => {
    for (const [pool, schema] of Object.entries(schemas)) {
      const [row] = await rows<{ n: string }>(
        stack,
        pool as keyof typeof schemas,
        `SELECT count(*) AS n FROM ${schema}.outbox WHERE sent_at IS NULL`,
      );
      if (row!.n !== '0') return `${row!.n} ${schema} outbox rows unsent`;
    }
    const [mails] = await rows<{ n: string }>(stack, 'order', 'SELECT count(*) AS n FROM orders.mail_jobs');
    return mails!.n === '0' ? '' : `${mails!.n} mails queued`;
  };
  try {
    await waitFor(
      'every event relayed and every mail sent',
      async () => !(last = await pending()),
      30_000,
      20,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}: ${last}`);
  }
}

/** Every broken invariant, in words (empty when all hold), read from each service's own tables. */
export async function brokenInvariants(stack: InvariantStack): Promise<string[]> {
  const broken: string[] = [];
  // Units conserved: on sale + held + sold = every unit an admin ever added (created with, or set
  // over what was on sale: the catalog records each edit's stock before and after, under the row lock).
  const units = await rows<{ id: string; on_sale: number; held: number; added: number }>(
    stack,
    'catalog',
    `WITH added AS (
       SELECT envelope->'data'->'subject'->>'id' AS id,
              sum(coalesce((envelope->'data'->'after'->>'stock')::int, 0)
                  - coalesce((envelope->'data'->'before'->>'stock')::int, 0))::int AS added
         FROM catalog.outbox WHERE topic = 'catalog.admin-action.recorded'
          AND envelope->'data'->>'action' IN ('product.created', 'product.updated')
        GROUP BY 1),
     held AS (
       SELECT product_id::text AS id, sum(quantity)::int AS held FROM catalog.stock_reservations
        WHERE state IN ('held', 'sold') GROUP BY 1)
     SELECT p.id::text, p.stock AS on_sale, coalesce(h.held, 0) AS held, a.added
       FROM catalog.products p JOIN added a ON a.id = p.id::text LEFT JOIN held h ON h.id = p.id::text
      WHERE p.stock IS NOT NULL`,
  );
  for (const product of units) {
    if (product.on_sale + product.held !== product.added)
      broken.push(
        `product ${product.id}: ${product.on_sale} on sale + ${product.held} held or sold, but ${product.added} ever added`,
      );
  }

  const negative = await rows<{ id: string; stock: number }>(
    stack,
    'catalog',
    'SELECT id, stock FROM catalog.products WHERE stock < 0',
  );
  for (const product of negative) broken.push(`product ${product.id} has stock ${product.stock}`);

  const orders = await rows<{
    id: string;
    user_email: string;
    status: string;
    is_paid: boolean;
    payment_status: string;
    payment_id: string | null;
    tx_ref: string;
  }>(
    stack,
    'order',
    'SELECT id, user_email, status, is_paid, payment_status, payment_id, tx_ref FROM orders.orders',
  );
  // Units of a line refunded before shipping went back on sale: the order keeps the rest.
  const items = await rows<{ order_id: string; product_id: string; quantity: number }>(
    stack,
    'order',
    'SELECT order_id, product_id, sum(quantity - units_back)::int AS quantity FROM orders.order_items GROUP BY 1, 2',
  );
  const reservations = new Map(
    (
      await rows<{ order_id: string; product_id: string; quantity: number; state: string }>(
        stack,
        'catalog',
        'SELECT order_id, product_id::text, quantity, state FROM catalog.stock_reservations',
      )
    ).map((row) => [`${row.order_id}/${row.product_id}`, row]),
  );
  // A paid order keeps its units until the provider confirms its refund (a refund before shipping
  // then cancels it and gives them back; a part gives back its lines' units).
  const sellingPaid = new Set(
    orders
      .filter(
        (o) =>
          o.is_paid &&
          ['paid', 'refund-requested', 'refunding', 'partly-refunded'].includes(o.payment_status),
      )
      .map((o) => o.id),
  );
  for (const item of items) {
    if (!sellingPaid.has(item.order_id)) continue;
    const held = reservations.get(`${item.order_id}/${item.product_id}`);
    const keeps = held && held.state !== 'released' ? held.quantity : 0;
    if (keeps !== item.quantity)
      broken.push(
        `paid order ${item.order_id} has ${item.quantity} of ${item.product_id} but catalog ${held ? `${held.state} ${held.quantity}` : 'holds none'}`,
      );
  }

  // Units back on sale from a paid order are exactly those of lines refunded before shipping and of
  // received returns that can be sold.
  const unitsBack = await rows<{ order_id: string; product_id: string; back: number; came_back: number }>(
    stack,
    'order',
    `WITH came_back AS (
       SELECT p.order_id, l->>'productId' AS product_id, sum((l->>'quantity')::int) AS units
         FROM orders.refund_parts p, jsonb_array_elements(p.lines) l
        WHERE p.status = 'refunded' AND p.return_number IS NULL GROUP BY 1, 2
       UNION ALL
       SELECT r.order_id, l->>'productId', sum((l->>'quantity')::int)
         FROM orders.returns r, jsonb_array_elements(r.lines) l
        WHERE r.status = 'received' AND r.sellable GROUP BY 1, 2)
     SELECT i.order_id, i.product_id, i.units_back AS back, coalesce(sum(c.units), 0)::int AS came_back
       FROM orders.order_items i
       LEFT JOIN came_back c ON c.order_id = i.order_id AND c.product_id = i.product_id
      GROUP BY 1, 2, 3`,
  );
  for (const line of unitsBack.filter((row) => row.back !== row.came_back))
    broken.push(
      `order ${line.order_id} put ${line.back} of ${line.product_id} back on sale, but ${line.came_back} came back`,
    );

  const byTxRef = new Map(orders.map((o) => [o.tx_ref, o]));
  const cases = new Set(
    (
      await rows<{ order_id: string; transaction_id: string }>(
        stack,
        'order',
        'SELECT order_id, transaction_id FROM orders.refund_cases',
      )
    ).map((row) => `${row.order_id}/${row.transaction_id}`),
  );
  const charges = await rows<{ tx_ref: string; transaction_id: string; what: string }>(
    stack,
    'payment',
    `SELECT tx_ref, transaction_id, status AS what FROM payment.payments WHERE status IN ('succeeded', 'rejected')
     UNION ALL SELECT tx_ref, transaction_id, kind FROM payment.charges WHERE kind = 'extra'`,
  );
  for (const charge of charges) {
    const order = byTxRef.get(charge.tx_ref);
    const paidBy = orders.filter((o) => o.is_paid && o.payment_id === charge.transaction_id);
    const accounted =
      (paidBy.length === 1 && paidBy[0] === order) ||
      (order && cases.has(`${order.id}/${charge.transaction_id}`));
    if (!accounted)
      broken.push(
        `${charge.what} charge ${charge.transaction_id} on ${charge.tx_ref} pays ${paidBy.length} orders and has no refund case of its own`,
      );
  }

  // Money goes back on a shipped order only for goods that came back.
  const returned = new Set(
    (
      await rows<{ order_id: string }>(
        stack,
        'order',
        "SELECT DISTINCT order_id FROM orders.returns WHERE status = 'received'",
      )
    ).map((row) => row.order_id),
  );
  for (const order of orders) {
    if (
      ['refund-requested', 'refunding', 'refunded'].includes(order.payment_status) &&
      ['Shipped', 'Out for Delivery', 'Delivered'].includes(order.status) &&
      !returned.has(order.id)
    )
      broken.push(`order ${order.id} is ${order.payment_status} and ${order.status}`);
    if (order.is_paid && order.payment_status === 'refunded' && order.status !== 'Cancelled')
      broken.push(`order ${order.id} was refunded before shipping but reads ${order.status}`);
  }

  // Money given back: never more than a transaction took, all its parts together, and each refunded
  // case or part was refunded by payment under its key.
  const refunds = await rows<{
    tx_ref: string;
    transaction_id: string;
    refund_key: string;
    amount: string;
    taken: string | null;
    status: string;
  }>(
    stack,
    'payment',
    `SELECT r.tx_ref, r.transaction_id, r.refund_key, r.amount::text, r.status,
            coalesce(p.amount, c.amount)::text AS taken
       FROM payment.refunds r
       LEFT JOIN payment.payments p ON p.tx_ref = r.tx_ref AND p.transaction_id = r.transaction_id
       LEFT JOIN payment.charges c ON c.tx_ref = r.tx_ref AND c.transaction_id = r.transaction_id AND c.kind = 'extra'`,
  );
  const givenBack = new Map<string, { cents: number; taken: string | null }>();
  for (const refund of refunds) {
    const key = `${refund.tx_ref}/${refund.transaction_id}`;
    const sum = givenBack.get(key) ?? { cents: 0, taken: refund.taken };
    givenBack.set(key, { ...sum, cents: sum.cents + Math.round(Number(refund.amount) * 100) });
  }
  for (const [key, { cents, taken }] of givenBack) {
    if (taken === null || cents > Math.round(Number(taken) * 100))
      broken.push(`refunds of ${key} give back ${cents / 100} of ${taken ?? 'nothing'} taken`);
  }
  const completed = new Set(
    refunds
      .filter((r) => r.status === 'completed')
      .map((r) => `${r.tx_ref}/${r.transaction_id}/${r.refund_key}`),
  );
  const refundedCases = await rows<{ order_id: string; transaction_id: string; refund_key: string }>(
    stack,
    'order',
    `SELECT order_id, transaction_id, 'whole' AS refund_key FROM orders.refund_cases WHERE status = 'refunded'
     UNION ALL
     SELECT order_id, transaction_id, 'part-' || part FROM orders.refund_parts WHERE status = 'refunded'`,
  );
  const txRefOf = new Map(orders.map((o) => [o.id, o.tx_ref]));
  for (const refunded of refundedCases) {
    if (!completed.has(`${txRefOf.get(refunded.order_id)}/${refunded.transaction_id}/${refunded.refund_key}`))
      broken.push(
        `order ${refunded.order_id} reads ${refunded.transaction_id} (${refunded.refund_key}) refunded, payment has no completed refund`,
      );
  }

  const paidEvents = await rows<{ key: string }>(
    stack,
    'order',
    "SELECT event_key AS key FROM orders.outbox WHERE topic = 'order.paid'",
  );
  const cartApplied = new Set(
    (await rows<{ order_id: string }>(stack, 'cart', 'SELECT order_id FROM cart.paid_orders')).map(
      (row) => row.order_id,
    ),
  );
  const queued = await rows<{ subject: string }>(stack, 'order', 'SELECT subject FROM orders.mail_jobs');
  const subjects = [...stack.smtp.received.map((mail) => mail.raw), ...queued.map((mail) => mail.subject)];
  for (const order of orders.filter((o) => o.is_paid)) {
    const events = paidEvents.filter((event) => event.key === order.id);
    if (events.length !== 1) broken.push(`paid order ${order.id} wrote ${events.length} order.paid`);
    if (events[0] && !cartApplied.has(order.id))
      broken.push(`cart did not process order ${order.id}'s order.paid`);
    const subject = `Your Glow order ${order.id.slice(0, 8).toUpperCase()} is confirmed`;
    const mails = subjects.filter((text) => text.includes(subject)).length;
    if (mails !== 1) broken.push(`paid order ${order.id} has ${mails} confirmation mails`);
  }
  return broken;
}
