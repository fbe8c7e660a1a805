import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { OrderEvents } from '../domain/order-events';

/**
 * Marks the order paid when announced; it goes into the feed once its total is known. The first
 * payment recorded stays and the feed has one entry per order, so no event ledger is needed.
 */
export const orderPaidConsumer: Consumer<BaseConfig> = {
  topics: ['order.paid'],
  async handle(event: EventEnvelope, _topic, ctx) {
    await ctx.db.transaction((client) =>
      new OrderEvents(client, ctx.outbox).paid(event as EventEnvelope<TopicData<'order.paid'>>),
    );
  },
};
