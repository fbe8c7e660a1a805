import type { InternalRefundAnswer, InternalRefundRequest } from '@glow/contracts';
import {
  AppError,
  conflict,
  unavailable,
  type Database,
  type Outbox,
  type PoolClient,
} from '@glow/service-kit';
import { ChargeRepository } from '../data/charge-repository';
import { ExpectedPaymentRepository } from '../data/expected-payment-repository';
import { PaymentRepository } from '../data/payment-repository';
import { RefundRepository, type RefundRecord } from '../data/refund-repository';
import {
  formatMinorUnits,
  minorUnitsOfMajorNumber,
  PaymentProviderError,
  type ProviderName,
  type RefundClient,
} from '../providers';

export type RefundClients = Record<ProviderName, RefundClient>;

const answerOf = (refund: RefundRecord): InternalRefundAnswer => ({
  status: refund.status === 'completed' ? 'refunded' : 'requested',
  refundId: refund.refundId,
});

/**
 * Gives money back through the provider's refund API: only money a reference's transaction really
 * took (its verdict, or an extra charge), at most what it took, once per transaction. The refund is
 * recorded when the provider accepts it, and announced (`payment.refunded`) once it confirms it.
 */
export class RefundDesk {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly clients: RefundClients,
  ) {}

  async refund(request: InternalRefundRequest): Promise<InternalRefundAnswer> {
    const refunds = new RefundRepository(this.db.pool);
    const earlier = await refunds.find(request.transactionId);
    if (earlier) return this.sameReference(earlier, request);
    const { provider, taken } = await this.takenBy(request);
    if (minorUnitsOfMajorNumber(request.amount) > minorUnitsOfMajorNumber(taken)) {
      throw new AppError(400, `At most ${taken} ${request.currency} can be given back for this transaction.`);
    }
    const amount = formatMinorUnits(minorUnitsOfMajorNumber(request.amount));
    const state = await this.clients[provider]
      .refund({ transactionId: request.transactionId, amount, currency: request.currency })
      .catch((error: unknown) => {
        if (error instanceof PaymentProviderError && error.kind === 'http')
          throw conflict(`The provider refused the refund: ${error.message}`);
        if (error instanceof PaymentProviderError)
          throw unavailable('The provider could not be reached; try again shortly.');
        throw error;
      });
    if (state.status === 'failed') throw conflict('The provider refused the refund.');
    const record: RefundRecord = {
      transactionId: request.transactionId,
      txRef: request.tx_ref,
      provider,
      refundId: state.refundId,
      amount,
      currency: request.currency.toUpperCase(),
      reason: request.reason,
      status: state.status,
    };
    return this.db.transaction(async (client) => {
      if (!(await new RefundRepository(client).insert(record))) {
        return this.sameReference((await new RefundRepository(client).find(record.transactionId))!, request);
      }
      if (record.status === 'completed') await this.announce(client, record);
      return answerOf(record);
    });
  }

  /** Asks the providers about refunds they have not confirmed yet; a confirmed one is announced once. */
  async checkPending(limit = 50): Promise<void> {
    const refunds = new RefundRepository(this.db.pool);
    for (const pending of await refunds.claimPending(limit)) {
      const state = await this.clients[pending.provider]
        .refundStatus(pending.refundId)
        .catch(() => undefined);
      if (state?.status !== 'completed') continue;
      await this.db.transaction(async (client) => {
        if (await new RefundRepository(client).complete(pending.transactionId))
          await this.announce(client, pending);
      });
    }
  }

  private sameReference(earlier: RefundRecord, request: InternalRefundRequest): InternalRefundAnswer {
    if (earlier.txRef !== request.tx_ref) throw conflict('This transaction belongs to another payment.');
    return answerOf(earlier);
  }

  /** The provider and the amount a transaction of this reference took; anything else is refused. */
  private async takenBy(request: InternalRefundRequest): Promise<{ provider: ProviderName; taken: string }> {
    const verdict = await new PaymentRepository(this.db.pool).find(request.tx_ref);
    if (!verdict) throw conflict('No payment was taken for this order.');
    if (verdict.transactionId === request.transactionId && verdict.amount !== undefined) {
      return { provider: verdict.provider, taken: verdict.amount };
    }
    const extra = await new ChargeRepository(this.db.pool).extraAmount(request.tx_ref, request.transactionId);
    if (extra === undefined) throw conflict('This transaction took no money for this order.');
    return { provider: verdict.provider, taken: extra };
  }

  private async announce(client: PoolClient, refund: RefundRecord): Promise<void> {
    const expected = await new ExpectedPaymentRepository(client).find(refund.txRef);
    await this.outbox.add(client, 'payment.refunded', {
      key: expected?.orderId ?? refund.txRef,
      data: {
        tx_ref: refund.txRef,
        provider: refund.provider,
        transactionId: refund.transactionId,
        refundId: refund.refundId,
        amount: Number(refund.amount),
        currency: refund.currency,
      },
    });
  }
}
