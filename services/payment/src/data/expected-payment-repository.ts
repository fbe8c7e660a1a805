import type { Queryable } from '@glow/service-kit';
import type { ProviderName } from '../clients';

/** What one order must collect: the figures settle() holds the provider's answer against. */
export interface ExpectedPayment {
  txRef: string;
  orderId: string;
  userId: string;
  method: ProviderName;
  /** Major units, two decimals, as PostgreSQL's numeric spells it: '12500.50'. */
  amount: string;
  currency: string;
  expiresAt: string;
}

interface ExpectedRow {
  tx_ref: string;
  order_id: string;
  user_id: string;
  method: ProviderName;
  amount: string;
  currency: string;
  expires_at: Date;
}

const columns = 'tx_ref, order_id, user_id, method, amount, currency, expires_at';

const toExpected = (row: ExpectedRow): ExpectedPayment => ({
  txRef: row.tx_ref,
  orderId: row.order_id,
  userId: row.user_id,
  method: row.method,
  amount: row.amount,
  currency: row.currency,
  expiresAt: row.expires_at.toISOString(),
});

export interface ReconcileWindow {
  /** Rows younger than this are left to the browser and the webhooks. */
  minAgeMs: number;
  /** The wait after a row's 1st, 2nd, … look; the last one repeats. */
  delaysMs: number[];
  /** A row still in its payment window is looked at this long after it closes, whatever its wait. */
  closeLookMs: number;
  /** Providers not to ask now (their circuit is open): their rows keep their turn. */
  skip: ProviderName[];
  limit: number;
}

/** The expected payments read model (`payment.expected_payments`). */
export class ExpectedPaymentRepository {
  constructor(private readonly db: Queryable) {}

  /** The first recording wins: a redelivered order.created changes nothing. */
  async record(expected: ExpectedPayment): Promise<void> {
    await this.db.query(
      `INSERT INTO payment.expected_payments (${columns}) VALUES ($1, $2, $3, $4, $5::numeric, $6, $7)
       ON CONFLICT (tx_ref) DO NOTHING`,
      [
        expected.txRef,
        expected.orderId,
        expected.userId,
        expected.method,
        expected.amount,
        expected.currency.toUpperCase(),
        expected.expiresAt,
      ],
    );
  }

  async find(txRef: string): Promise<ExpectedPayment | undefined> {
    const { rows } = await this.db.query<ExpectedRow>(
      `SELECT ${columns} FROM payment.expected_payments WHERE tx_ref = $1`,
      [txRef],
    );
    return rows[0] && toExpected(rows[0]);
  }

  /** The row, locked until the caller's transaction ends: settling one reference is serialised here. */
  async lock(txRef: string): Promise<ExpectedPayment | undefined> {
    const { rows } = await this.db.query<ExpectedRow>(
      `SELECT ${columns} FROM payment.expected_payments WHERE tx_ref = $1 FOR UPDATE`,
      [txRef],
    );
    return rows[0] && toExpected(rows[0]);
  }

  /**
   * Claims unsettled payments due for a look, each pushed to its next look (its wait grows with its
   * looks, see ReconcileWindow), in one statement; SKIP LOCKED lets instances running at once take
   * different rows instead of waiting.
   */
  async claimUnsettled(window: ReconcileWindow): Promise<ExpectedPayment[]> {
    const { rows } = await this.db.query<ExpectedRow>(
      `WITH due AS (
         SELECT c.tx_ref,
                now() + make_interval(secs => ($2::bigint[])[least(c.reconcile_attempts + 1, cardinality($2::bigint[]))] / 1000.0) AS waited,
                c.expires_at + make_interval(secs => $3::double precision / 1000) AS close_look
           FROM payment.expected_payments c
          WHERE c.reconcile_at <= now()
            AND c.reconcile_done_at IS NULL
            AND c.created_at <= now() - make_interval(secs => $1::double precision / 1000)
            AND c.expires_at + interval '24 hours' > now()
            AND c.method <> ALL ($4::text[])
            AND NOT EXISTS (SELECT 1 FROM payment.payments p WHERE p.tx_ref = c.tx_ref)
          ORDER BY c.reconcile_at
          LIMIT $5
          FOR UPDATE SKIP LOCKED)
       UPDATE payment.expected_payments e
          SET reconcile_attempts = e.reconcile_attempts + 1,
              reconcile_at = CASE WHEN due.close_look > now() THEN least(due.waited, due.close_look)
                                  ELSE due.waited END
         FROM due
        WHERE e.tx_ref = due.tx_ref
        RETURNING ${columns.replace(/(\w+)/g, 'e.$1')}`,
      [window.minAgeMs, window.delaysMs, window.closeLookMs, window.skip, window.limit],
    );
    return rows.map(toExpected);
  }

  /** Reconciliation stops asking about the reference once its window closed `graceMs` ago; true if it stopped. */
  async stopReconcilingAfter(txRef: string, graceMs: number): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE payment.expected_payments SET reconcile_done_at = now()
        WHERE tx_ref = $1 AND reconcile_done_at IS NULL
          AND expires_at + make_interval(secs => $2::double precision / 1000) <= now()`,
      [txRef, graceMs],
    );
    return rowCount === 1;
  }
}
