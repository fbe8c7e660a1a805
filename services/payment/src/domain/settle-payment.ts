import type { Database, Outbox } from '@glow/service-kit';
import type { PoolClient } from 'pg';
import { ExpectedPaymentRepository, type ExpectedPayment } from '../data/expected-payment-repository';
import { PaymentRepository, type FinalPayment } from '../data/payment-repository';
import {
  acceptsPayment,
  PaymentProviderError,
  type PaymentProvider,
  type PaymentReference,
  type ProviderName,
  type VerifiedPayment,
} from '../providers';

/**
 * `unknown`: no order expects this reference (yet). `pending`: the provider has no final answer, or
 * could not be asked; nothing was recorded, ask again later.
 */
export type SettleStatus = 'succeeded' | 'failed' | 'pending' | 'unknown';

export interface SettleOutcome {
  status: SettleStatus;
  reason?: string;
  transactionId?: string;
}

export type Providers = Record<ProviderName, PaymentProvider>;

function outcomeOf(payment: FinalPayment): SettleOutcome {
  if (payment.status === 'succeeded') return { status: 'succeeded', transactionId: payment.transactionId };
  return { status: 'failed', reason: payment.reason, transactionId: payment.transactionId };
}

/** The verdict on a provider's answer; undefined when nothing is final yet (nothing is recorded). */
function verdictOn(verified: VerifiedPayment, expected: ExpectedPayment): FinalPayment | undefined {
  if (verified.status === 'pending') return undefined;
  const paid = {
    txRef: expected.txRef,
    provider: verified.provider,
    transactionId: verified.transactionId,
    amount: verified.amount,
    currency: verified.currency,
  };
  if (verified.status === 'failed') return { ...paid, status: 'failed', reason: 'declined' };
  const acceptance = acceptsPayment(verified, expected);
  if (acceptance.ok) return { ...paid, status: 'succeeded' };
  return { ...paid, status: 'rejected', reason: `refund: ${acceptance.reason}` };
}

/**
 * The one way a payment becomes final, used by order's verify call, the webhook worker and
 * reconciliation alike. The provider is asked outside any transaction; the verdict is written while
 * the expected row is locked, after looking for an earlier verdict, so racing callers write one.
 */
export class PaymentSettler {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly providers: Providers,
  ) {}

  async settle(provider: ProviderName, reference: PaymentReference): Promise<SettleOutcome> {
    // Cheap looks first, so duplicates and strangers cost no provider call; both are checked again
    // under the lock.
    const earlier = await new PaymentRepository(this.db.pool).find(reference.txRef);
    if (earlier) return outcomeOf(earlier);
    if (!(await new ExpectedPaymentRepository(this.db.pool).find(reference.txRef)))
      return { status: 'unknown' };

    let verified: VerifiedPayment;
    try {
      verified = await this.providers[provider].verify(reference);
    } catch (error) {
      if (error instanceof PaymentProviderError) return { status: 'pending', reason: error.message };
      throw error;
    }
    if (verified.txRef !== reference.txRef) {
      // Another order's transaction shown for this one: it proves nothing here, and recording it
      // would let any known transaction id close this order's payment.
      return {
        status: 'failed',
        reason: `replayed: transaction ${verified.transactionId} is for reference ${verified.txRef}`,
      };
    }
    return this.db.transaction((client) => this.record(client, verified, reference.txRef));
  }

  private async record(client: PoolClient, verified: VerifiedPayment, txRef: string) {
    const expected = await new ExpectedPaymentRepository(client).lock(txRef);
    if (!expected) return { status: 'unknown' as const };
    const payments = new PaymentRepository(client);
    const earlier = await payments.find(txRef);
    if (earlier) return outcomeOf(earlier);

    const verdict = verdictOn(verified, expected);
    if (!verdict) return { status: 'pending' as const };
    await payments.insert(verdict);
    const key = expected.orderId;
    if (verdict.status === 'succeeded') {
      await this.outbox.add(client, 'payment.succeeded', {
        key,
        data: {
          tx_ref: txRef,
          provider: verdict.provider,
          transactionId: verified.transactionId,
          amount: Number(verified.amount),
          currency: verified.currency,
        },
      });
    } else {
      await this.outbox.add(client, 'payment.failed', {
        key,
        data: { tx_ref: txRef, provider: verdict.provider, reason: verdict.reason ?? 'declined' },
      });
    }
    return outcomeOf(verdict);
  }
}
