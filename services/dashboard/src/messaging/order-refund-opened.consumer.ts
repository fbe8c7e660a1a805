import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { RefundCases } from '../domain/refund-cases';

/** Counts the refund case open (unless already confirmed) and puts it into the feed, once. */
export const orderRefundOpenedConsumer: Consumer<BaseConfig> = {
  topics: ['order.refund.opened'],
  async handle(event: EventEnvelope, _topic, ctx) {
    await ctx.db.consumeOnce(event, (client) =>
      new RefundCases(client, ctx.outbox).opened(event as EventEnvelope<TopicData<'order.refund.opened'>>),
    );
  },
};
