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
import { RefundRepository, type RefundRecord, type SentRefund } from '../data/refund-repository';
import {
  formatMinorUnits,
  minorUnitsOfMajorNumber,
  PaymentProviderError,
  type ProviderName,
  type RefundClients,
} from '../clients';

const answerOf = (refund: SentRefund): InternalRefundAnswer => ({
  status: refund.status === 'completed' ? 'refunded' : 'requested',
  refundId: refund.refundId,
  amount: Number(refund.amount),
  currency: refund.currency,
});

/** What a transaction of a reference took, from payment's own record of the capture. */
interface Taken {
  provider: ProviderName;
  amount: string;
  currency: string;
}

/** The provider may still have acted on these (it was reached): the intent stays until it is known. */
const mayHaveActed = (error: unknown) =>
  error instanceof PaymentProviderError && (error.kind === 'timeout' || error.kind === 'malformed');

/**
 * Gives money back through the provider's refund API: only money a reference's transaction really
 * took (its verdict, or an extra charge), at most what it took and in its currency (all of it when the
 * request names no amount), once per transaction: the intent is written before the provider is
 * called, so parallel or repeated requests reach it once. Announced (`payment.refunded`) once the
 * provider confirms it.
 */
export class RefundDesk {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly clients: RefundClients,
  ) {}

  async refund(request: InternalRefundRequest): Promise<InternalRefundAnswer> {
    const taken = await this.takenBy(request);
    const part = {
      provider: taken.provider,
      transactionId: request.transactionId,
      refundKey: request.refundKey ?? 'whole',
    };
    const earlier = await new RefundRepository(this.db.pool).find(
      part.provider,
      part.transactionId,
      part.refundKey,
    );
    if (earlier) return this.sameReference(earlier, request);
    const intent = await this.writeIntent(request, taken, part);
    if ('status' in intent) return this.sameReference(intent, request);
    const refunds = new RefundRepository(this.db.pool);
    const state = await this.clients[taken.provider]
      .refund({ transactionId: intent.transactionId, amount: intent.amount, currency: intent.currency })
      .catch(async (error: unknown) => {
        if (!mayHaveActed(error)) await refunds.forget(intent);
        if (error instanceof PaymentProviderError && error.kind === 'http')
          throw conflict(`The provider refused the refund: ${error.message}`);
        if (error instanceof PaymentProviderError)
          throw unavailable('The provider could not be reached; try again shortly.');
        throw error;
      });
    if (state.status === 'failed') {
      await refunds.forget(intent);
      throw conflict('The provider refused the refund.');
    }
    const sent: SentRefund = { ...intent, refundId: state.refundId, status: state.status };
    return this.db.transaction(async (client) => {
      await new RefundRepository(client).sent(sent);
      if (sent.status === 'completed') await this.announce(client, sent);
      return answerOf(sent);
    });
  }

  /**
   * The intent (`sending`), written under the transaction's lock against what its other parts left;
   * answers the part already there instead when another request wrote it first.
   */
  private writeIntent(
    request: InternalRefundRequest,
    taken: Taken,
    part: Pick<RefundRecord, 'provider' | 'transactionId' | 'refundKey'>,
  ): Promise<Omit<RefundRecord, 'refundId' | 'status'> | RefundRecord> {
    return this.db.transaction(async (client) => {
      const refunds = new RefundRepository(client);
      await refunds.lockTransaction(part.provider, part.transactionId);
      const earlier = await refunds.find(part.provider, part.transactionId, part.refundKey);
      if (earlier) return earlier;
      const given = await refunds.givenBack(part.provider, part.transactionId);
      const left = minorUnitsOfMajorNumber(taken.amount) - minorUnitsOfMajorNumber(given);
      const money = this.amountOf(request, taken.currency, left);
      const intent = { ...part, ...money, txRef: request.tx_ref, reason: request.reason };
      await refunds.insertIntent(intent);
      return intent;
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
        if (await new RefundRepository(client).complete(pending)) await this.announce(client, pending);
      });
    }
  }

  /** The request's amount and currency, or all that is left; never more, never another currency. */
  private amountOf(
    request: InternalRefundRequest,
    currency: string,
    leftMinor: bigint,
  ): { amount: string; currency: string } {
    if (request.currency !== undefined && request.currency.toUpperCase() !== currency)
      throw new AppError(400, `This transaction took ${currency}, so it is refunded in ${currency}.`);
    if (leftMinor <= 0n) throw conflict('This transaction has been refunded in full.');
    const wanted = request.amount === undefined ? leftMinor : minorUnitsOfMajorNumber(request.amount);
    if (wanted > leftMinor) {
      const left = formatMinorUnits(leftMinor);
      throw new AppError(400, `At most ${left} ${currency} can be given back for this transaction.`);
    }
    return { amount: formatMinorUnits(wanted), currency };
  }

  private sameReference(earlier: RefundRecord, request: InternalRefundRequest): InternalRefundAnswer {
    if (earlier.txRef !== request.tx_ref) throw conflict('This transaction belongs to another payment.');
    if (earlier.status === 'sending')
      throw unavailable('The refund of this transaction is on its way to the provider; ask again shortly.');
    return answerOf(earlier as SentRefund);
  }

  /** The provider, amount and currency a transaction of this reference took; anything else is refused. */
  private async takenBy(request: InternalRefundRequest): Promise<Taken> {
    const verdict = await new PaymentRepository(this.db.pool).find(request.tx_ref);
    if (!verdict) throw conflict('No payment was taken for this order.');
    const expected = async () =>
      (await new ExpectedPaymentRepository(this.db.pool).find(request.tx_ref))?.currency;
    if (verdict.transactionId === request.transactionId && verdict.amount !== undefined) {
      const currency = verdict.currency ?? (await expected());
      if (!currency) throw conflict('This payment does not say which currency it took.');
      return { provider: verdict.provider, amount: verdict.amount, currency };
    }
    const extra = await new ChargeRepository(this.db.pool).extraTaken(request.tx_ref, request.transactionId);
    if (extra === undefined) throw conflict('This transaction took no money for this order.');
    const currency = extra.currency ?? verdict.currency ?? (await expected());
    if (!currency) throw conflict('This payment does not say which currency it took.');
    return { provider: verdict.provider, amount: extra.amount, currency };
  }

  private async announce(client: PoolClient, refund: SentRefund): Promise<void> {
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
        ...(refund.refundKey === 'whole' ? {} : { refundKey: refund.refundKey }),
      },
    });
  }
}
