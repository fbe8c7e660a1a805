import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { CartRepository } from '../data/cart-repository';

/**
 * Takes what was paid for out of the buyer's cart, once per event. Subtracting (not clearing)
 * keeps what the buyer added while paying.
 */
export const orderPaidConsumer: Consumer<BaseConfig> = {
  topics: ['order.paid'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const { userId, items } = event.data as TopicData<'order.paid'>;
    await ctx.db.consumeOnce(event, (client) => new CartRepository(client).subtractPaid(userId, items));
  },
};
