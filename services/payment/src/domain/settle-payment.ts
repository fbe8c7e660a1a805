import type { Database, Outbox } from '@glow/service-kit';
import type { PoolClient } from 'pg';
import { ChargeRepository } from '../data/charge-repository';
import { ExpectedPaymentRepository, type ExpectedPayment } from '../data/expected-payment-repository';
import { PaymentRepository, type FinalPayment } from '../data/payment-repository';
import {
  PaymentProviderError,
  type PaymentReference,
  type ProviderErrorKind,
  type ProviderName,
  type Providers,
  type VerifiedPayment,
} from '../clients';
import { acceptsPayment } from './accepts-payment';

/**
 * `unknown`: no order expects this reference (yet). `pending`: the provider has no final answer, or
 * could not be asked; nothing was recorded, ask again later.
 */
export type SettleStatus = 'succeeded' | 'failed' | 'pending' | 'unknown';

export interface SettleOutcome {
  status: SettleStatus;
  reason?: string;
  transactionId?: string;
  /** Why a `pending` came without the provider's word: reconciliation stops asking on `not-found`. */
  providerError?: ProviderErrorKind;
}

/** The reason of a declined attempt (payment.failed), as order reads it. */
export const declined = 'declined';

function outcomeOf(payment: FinalPayment): SettleOutcome {
  if (payment.status === 'succeeded') return { status: 'succeeded', transactionId: payment.transactionId };
  return { status: 'failed', reason: payment.reason, transactionId: payment.transactionId };
}

/** The final verdict on a provider's success: accepted, or rejected with the money owed back. */
function finalVerdictOn(verified: VerifiedPayment, expected: ExpectedPayment): FinalPayment {
  const paid = {
    txRef: expected.txRef,
    provider: verified.provider,
    transactionId: verified.transactionId,
    amount: verified.amount,
    currency: verified.currency,
  };
  const acceptance = acceptsPayment(verified, expected);
  if (acceptance.ok) return { ...paid, status: 'succeeded' };
  return { ...paid, status: 'rejected', reason: `refund: ${acceptance.reason}` };
}

/**
 * Tells order what payment decided on a reference: payment.succeeded, or payment.failed with the
 * refund reason. Written once when the verdict is recorded, and again when order's sweeper asks for
 * a verdict it never applied (order applies each once, however often it hears it).
 */
export async function announceVerdict(
  outbox: Outbox,
  client: PoolClient,
  verdict: FinalPayment,
  orderId: string,
): Promise<void> {
  // A recorded verdict always carries the provider's transaction, amount and currency.
  const money = {
    tx_ref: verdict.txRef,
    provider: verdict.provider,
    transactionId: verdict.transactionId!,
    amount: Number(verdict.amount),
    currency: verdict.currency!,
  };
  if (verdict.status === 'succeeded') {
    await outbox.add(client, 'payment.succeeded', { key: orderId, data: money });
  } else {
    await outbox.add(client, 'payment.failed', {
      key: orderId,
      data: { ...money, reason: verdict.reason ?? 'refund' },
    });
  }
}

/**
 * The one way a payment becomes final, used by order's verify call, the webhook worker and
 * reconciliation alike. Only money-moving verdicts are final (succeeded, or rejected with a refund
 * owed): a decline is recorded as an attempt, since the shopper may try again under the same
 * reference. The provider is asked outside any transaction; what it said is written while the
 * expected row is locked, after looking at what is recorded, so racing callers write it once.
 */
export class PaymentSettler {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly providers: Providers,
  ) {}

  /** Settlements under way in this process, by provider, reference and transaction. */
  private readonly inFlight = new Map<string, Promise<SettleOutcome>>();

  /**
   * The browser's verify and the provider's webhook for one payment nearly always arrive together:
   * a caller asking about a transaction that is being settled here already shares that settlement
   * (one look at the provider, one write) instead of asking again and waiting on its row lock.
   * Across instances the row lock still makes the write happen once.
   */
  settle(provider: ProviderName, reference: PaymentReference): Promise<SettleOutcome> {
    const key = [provider, reference.txRef, reference.transactionId ?? ''].join('\u0000');
    const running = this.inFlight.get(key);
    if (running) return running;
    const settling = this.settleNow(provider, reference).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, settling);
    return settling;
  }

  private async settleNow(provider: ProviderName, reference: PaymentReference): Promise<SettleOutcome> {
    // Cheap looks first, so duplicates and strangers cost no provider call; both are checked again
    // under the lock.
    const earlier = await new PaymentRepository(this.db.pool).find(reference.txRef);
    if (earlier && (await this.answersFor(earlier, reference))) return outcomeOf(earlier);
    if (!earlier && !(await new ExpectedPaymentRepository(this.db.pool).find(reference.txRef)))
      return { status: 'unknown' };

    let verified: VerifiedPayment;
    try {
      verified = await this.providers[provider].verify(reference);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        return earlier
          ? outcomeOf(earlier)
          : { status: 'pending', reason: error.message, providerError: error.kind };
      }
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

  /**
   * A final verdict answers a question about the reference, or about a transaction already looked
   * at; another transaction id on a settled reference may be a second charge, so the provider is asked.
   */
  private async answersFor(final: FinalPayment, reference: PaymentReference): Promise<boolean> {
    const { transactionId } = reference;
    if (transactionId === undefined || transactionId === final.transactionId) return true;
    const charges = new ChargeRepository(this.db.pool);
    return (
      (await charges.has(reference.txRef, transactionId, 'extra')) ||
      (await charges.has(reference.txRef, transactionId, 'declined'))
    );
  }

  private async record(client: PoolClient, verified: VerifiedPayment, txRef: string): Promise<SettleOutcome> {
    const expected = await new ExpectedPaymentRepository(client).lock(txRef);
    if (!expected) return { status: 'unknown' };
    const final = await new PaymentRepository(client).find(txRef);
    if (verified.status === 'pending') return final ? outcomeOf(final) : { status: 'pending' };
    if (verified.status === 'failed') return this.recordDecline(client, verified, expected, final);
    if (final) return this.recordExtra(client, verified, expected, final);

    const verdict = finalVerdictOn(verified, expected);
    await new PaymentRepository(client).insert(verdict);
    await announceVerdict(this.outbox, client, verdict, expected.orderId);
    return outcomeOf(verdict);
  }

  /** A declined attempt: announced once per transaction while nothing is final; the reference stays open. */
  private async recordDecline(
    client: PoolClient,
    verified: VerifiedPayment,
    expected: ExpectedPayment,
    final: FinalPayment | undefined,
  ): Promise<SettleOutcome> {
    const charge = {
      txRef: expected.txRef,
      transactionId: verified.transactionId,
      kind: 'declined' as const,
    };
    const isNew = await new ChargeRepository(client).record(charge);
    if (final) return outcomeOf(final);
    if (isNew) {
      await this.outbox.add(client, 'payment.failed', {
        key: expected.orderId,
        data: {
          tx_ref: expected.txRef,
          provider: verified.provider,
          reason: declined,
          transactionId: verified.transactionId,
        },
      });
    }
    return { status: 'failed', reason: declined, transactionId: verified.transactionId };
  }

  /**
   * A success on a reference that already has its verdict, from another transaction: the shopper was
   * charged twice. Never dropped: recorded once and announced as a refund due.
   */
  private async recordExtra(
    client: PoolClient,
    verified: VerifiedPayment,
    expected: ExpectedPayment,
    final: FinalPayment,
  ): Promise<SettleOutcome> {
    if (verified.transactionId === final.transactionId) return outcomeOf(final);
    const charge = {
      txRef: expected.txRef,
      transactionId: verified.transactionId,
      kind: 'extra' as const,
      amount: verified.amount,
      currency: verified.currency,
    };
    if (await new ChargeRepository(client).record(charge)) {
      await this.outbox.add(client, 'payment.refund.due', {
        key: expected.orderId,
        data: {
          tx_ref: expected.txRef,
          provider: verified.provider,
          transactionId: verified.transactionId,
          amount: Number(verified.amount),
          currency: verified.currency,
          reason: `refund: charged again by transaction ${verified.transactionId} after ${final.transactionId ?? 'the first'}`,
        },
      });
    }
    return outcomeOf(final);
  }
}
