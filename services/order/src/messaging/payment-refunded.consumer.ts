import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Consumer } from '@glow/service-kit';
import type { OrderConfig } from '../config';
import type { OrderDeps } from '../deps';

/** The provider confirmed a refund: its case closes, once, and the buyer is told. */
export const paymentRefundedConsumer: Consumer<OrderConfig, OrderDeps> = {
  topics: ['payment.refunded'],
  async handle(event: EventEnvelope, _topic, ctx, { verdicts, mail }) {
    const { tx_ref, provider: _provider, ...refund } = event.data as TopicData<'payment.refunded'>;
    await ctx.db.consumeOnce(event, (client) => verdicts.markRefunded(client, tx_ref, refund));
    mail.wake();
  },
};
