import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { OrderEvents } from '../domain/order-events';
import { RefundCases } from '../domain/refund-cases';

/**
 * Closes the refund case, even one whose opening has not arrived yet; money of the order's own
 * payment given back leaves revenue.
 */
export const orderRefundedConsumer: Consumer<BaseConfig> = {
  topics: ['order.refunded'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const refunded = event as EventEnvelope<TopicData<'order.refunded'>>;
    await ctx.db.consumeOnce(event, async (client) => {
      await new RefundCases(client, ctx.outbox).refunded(refunded);
      await new OrderEvents(client, ctx.outbox).refunded(refunded);
    });
  },
};
