import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Consumer } from '@glow/service-kit';
import type { OrderConfig } from '../config';
import type { OrderDeps } from '../deps';

/** A failed payment is recorded on its order unless the order is paid; `refund:` reasons need a refund. */
export const paymentFailedConsumer: Consumer<OrderConfig, OrderDeps> = {
  topics: ['payment.failed'],
  async handle(event: EventEnvelope, _topic, ctx, { settlement }) {
    const { tx_ref, reason } = event.data as TopicData<'payment.failed'>;
    await ctx.db.consumeOnce(event, (client) => settlement.markFailed(client, tx_ref, reason));
  },
};
