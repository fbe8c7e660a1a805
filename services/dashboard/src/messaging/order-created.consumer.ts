import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { OrderEvents } from '../domain/order-events';

/**
 * Records the order's NGN total and items; an order already paid goes into the feed now. Its upserts
 * and the feed's entry per order keep it once, so no event ledger is needed.
 */
export const orderCreatedConsumer: Consumer<BaseConfig> = {
  topics: ['order.created'],
  async handle(event: EventEnvelope, _topic, ctx) {
    await ctx.db.transaction((client) =>
      new OrderEvents(client, ctx.outbox).created(event as EventEnvelope<TopicData<'order.created'>>),
    );
  },
};
