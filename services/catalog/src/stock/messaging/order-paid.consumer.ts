import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import type { CatalogSettings } from '../../config';
import type { CatalogDeps } from '../../deps';
import { BuyerRepository } from '../../reviews/data/buyer-repository';
import { markStockSold } from '../domain/stock-release';

/**
 * Marks a paid order's held units sold and records its buyer of each product (for reviews' 'Verified
 * buyer'); only held units move and a known purchase is kept, so a redelivery changes nothing.
 */
export const orderPaidConsumer: Consumer<CatalogSettings & BaseConfig, CatalogDeps> = {
  topics: ['order.paid'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const { orderId, userId, items } = event.data as TopicData<'order.paid'>;
    await ctx.db.transaction(async (client) => {
      await markStockSold(client, orderId);
      await new BuyerRepository(client).record(
        userId,
        items.map((item) => item.productId),
      );
    });
  },
};
