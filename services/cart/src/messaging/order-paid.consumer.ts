import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { subtractPaidOnce } from '../domain/paid-lines';

/**
 * Takes what was paid for out of the buyer's cart, once per order: the order's row in `paid_orders`,
 * written with the subtraction, is the record that it happened, so a redelivery changes nothing.
 * Subtracting (not clearing) keeps what the buyer added while paying.
 */
export const orderPaidConsumer: Consumer<BaseConfig> = {
  topics: ['order.paid'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const { userId, orderId, items } = event.data as TopicData<'order.paid'>;
    const lines = items.map(({ productId, variant, quantity }) =>
      variant ? { productId, variantId: variant._id, quantity } : { productId, quantity },
    );
    await ctx.db.transaction((client) => subtractPaidOnce(client, userId, { orderId, items: lines }));
  },
};
