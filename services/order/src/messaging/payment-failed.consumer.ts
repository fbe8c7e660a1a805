import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Consumer } from '@glow/service-kit';
import type { OrderConfig } from '../config';
import type { OrderDeps } from '../deps';

/** A declined attempt or a rejected payment is recorded on its order unless the order is paid; `refund:` reasons open a refund case. */
export const paymentFailedConsumer: Consumer<OrderConfig, OrderDeps> = {
  topics: ['payment.failed'],
  async handle(event: EventEnvelope, _topic, ctx, { verdicts }) {
    const { tx_ref, ...failure } = event.data as TopicData<'payment.failed'>;
    await ctx.db.consumeOnce(event, (client) => verdicts.markFailed(client, tx_ref, failure));
  },
};
