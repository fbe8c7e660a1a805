import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Consumer } from '@glow/service-kit';
import type { OrderConfig } from '../config';
import type { OrderDeps } from '../deps';

/** A second charge on a reference already paid (or refused) opens a refund case on its order, once. */
export const paymentRefundDueConsumer: Consumer<OrderConfig, OrderDeps> = {
  topics: ['payment.refund.due'],
  async handle(event: EventEnvelope, _topic, ctx, { verdicts }) {
    const { tx_ref, provider: _provider, ...due } = event.data as TopicData<'payment.refund.due'>;
    await ctx.db.consumeOnce(event, (client) => verdicts.openRefund(client, tx_ref, due));
  },
};
