import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { RefundCases } from '../domain/refund-cases';

/** Closes the refund case, even one whose opening has not arrived yet. */
export const orderRefundedConsumer: Consumer<BaseConfig> = {
  topics: ['order.refunded'],
  async handle(event: EventEnvelope, _topic, ctx) {
    await ctx.db.consumeOnce(event, (client) =>
      new RefundCases(client, ctx.outbox).refunded(event as EventEnvelope<TopicData<'order.refunded'>>),
    );
  },
};
