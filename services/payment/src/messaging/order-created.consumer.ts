import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Consumer } from '@glow/service-kit';
import type { PaymentConfig } from '../config';
import { ExpectedPaymentRepository } from '../data/expected-payment-repository';
import type { PaymentParts } from '../deps';

/** Learns what each new order must collect; the first recording of a reference wins, so a redelivery changes nothing. */
export const orderCreatedConsumer: Consumer<PaymentConfig, PaymentParts> = {
  topics: ['order.created'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const { orderId, userId, payment } = event.data as TopicData<'order.created'>;
    await ctx.db.statement((client) =>
      new ExpectedPaymentRepository(client).record({
        txRef: payment.tx_ref,
        orderId,
        userId,
        method: payment.method,
        amount: payment.amount.toFixed(2),
        currency: payment.currency,
        expiresAt: payment.expiresAt,
      }),
    );
  },
};
