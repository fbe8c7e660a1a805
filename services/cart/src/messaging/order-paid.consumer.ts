import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { subtractPaidOnce } from '../domain/paid-lines';

/**
 * Takes what was paid for out of the buyer's cart, once per event and once per order: order's call
 * right after the payment may have done it already. Subtracting (not clearing) keeps what the buyer
 * added while paying.
 */
export const orderPaidConsumer: Consumer<BaseConfig> = {
  topics: ['order.paid'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const { userId, orderId, items } = event.data as TopicData<'order.paid'>;
    await ctx.db.consumeOnce(event, async (client) => {
      await subtractPaidOnce(client, userId, { orderId, items });
    });
  },
};
