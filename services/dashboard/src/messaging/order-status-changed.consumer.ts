import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { OrderEvents } from '../domain/order-events';

/**
 * Keeps each order's latest status; a change announced before the kept one is ignored, and the same
 * one again changes nothing, so no event ledger is needed.
 */
export const orderStatusChangedConsumer: Consumer<BaseConfig> = {
  topics: ['order.status.changed'],
  async handle(event: EventEnvelope, _topic, ctx) {
    await ctx.db.statement((client) =>
      new OrderEvents(client, ctx.outbox).statusChanged(
        event as EventEnvelope<TopicData<'order.status.changed'>>,
      ),
    );
  },
};
