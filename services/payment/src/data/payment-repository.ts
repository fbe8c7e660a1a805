import type { Queryable } from '@glow/service-kit';
import type { ProviderName } from '../clients';

/**
 * The final verdict: `succeeded`, or `rejected` when the provider took money this order cannot accept
 * (short, other currency): to refund. A decline is not final (see ChargeRepository).
 */
export type FinalStatus = 'succeeded' | 'rejected';

/** The one final verdict on a reference (`payment.payments`). */
export interface FinalPayment {
  txRef: string;
  provider: ProviderName;
  status: FinalStatus;
  transactionId?: string;
  amount?: string;
  currency?: string;
  reason?: string;
}

interface PaymentRow {
  tx_ref: string;
  provider: ProviderName;
  status: FinalStatus;
  transaction_id: string | null;
  amount: string | null;
  currency: string | null;
  reason: string | null;
}

const toPayment = (row: PaymentRow): FinalPayment => ({
  txRef: row.tx_ref,
  provider: row.provider,
  status: row.status,
  transactionId: row.transaction_id ?? undefined,
  amount: row.amount ?? undefined,
  currency: row.currency ?? undefined,
  reason: row.reason ?? undefined,
});

export class PaymentRepository {
  constructor(private readonly db: Queryable) {}

  async find(txRef: string): Promise<FinalPayment | undefined> {
    const { rows } = await this.db.query<PaymentRow>(
      `SELECT tx_ref, provider, status, transaction_id, amount, currency, reason
         FROM payment.payments WHERE tx_ref = $1`,
      [txRef],
    );
    return rows[0] && toPayment(rows[0]);
  }

  async insert(payment: FinalPayment): Promise<void> {
    await this.db.query(
      `INSERT INTO payment.payments (tx_ref, provider, status, transaction_id, amount, currency, reason)
       VALUES ($1, $2, $3, $4, $5::numeric, $6, $7)`,
      [
        payment.txRef,
        payment.provider,
        payment.status,
        payment.transactionId ?? null,
        payment.amount ?? null,
        payment.currency ?? null,
        payment.reason ?? null,
      ],
    );
  }
}
