import type { Queryable } from '@glow/service-kit';

/** `declined`: an attempt that moved no money. `extra`: a success beyond the reference's first: owed back. */
export type ChargeKind = 'declined' | 'extra';

export interface Charge {
  txRef: string;
  transactionId: string;
  kind: ChargeKind;
  amount?: string;
  currency?: string;
}

/** What the provider reported for a reference besides its one final verdict (`payment.charges`). */
export class ChargeRepository {
  constructor(private readonly db: Queryable) {}

  /** True when this charge is new; a charge already recorded (a redelivery, a second look) is false. */
  async record(charge: Charge): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO payment.charges (tx_ref, transaction_id, kind, amount, currency)
       VALUES ($1, $2, $3, $4::numeric, $5) ON CONFLICT DO NOTHING`,
      [charge.txRef, charge.transactionId, charge.kind, charge.amount ?? null, charge.currency ?? null],
    );
    return rowCount === 1;
  }

  /** What an extra charge took (major units) and in which currency, if this transaction is one on this reference. */
  async extraTaken(
    txRef: string,
    transactionId: string,
  ): Promise<{ amount: string; currency: string | undefined } | undefined> {
    const { rows } = await this.db.query<{ amount: string | null; currency: string | null }>(
      `SELECT amount, currency FROM payment.charges
        WHERE tx_ref = $1 AND transaction_id = $2 AND kind = 'extra'`,
      [txRef, transactionId],
    );
    const row = rows[0];
    return row?.amount ? { amount: row.amount, currency: row.currency ?? undefined } : undefined;
  }

  async has(txRef: string, transactionId: string, kind: ChargeKind): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM payment.charges WHERE tx_ref = $1 AND transaction_id = $2 AND kind = $3',
      [txRef, transactionId, kind],
    );
    return rows.length > 0;
  }
}
