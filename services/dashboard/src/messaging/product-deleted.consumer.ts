import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { ProductRepository } from '../data/product-repository';

/** A deleted product keeps its name in the top products (its sales happened) and loses its image. */
export const productDeletedConsumer: Consumer<BaseConfig> = {
  topics: ['catalog.product.deleted'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const { _id } = event.data as TopicData<'catalog.product.deleted'>;
    await ctx.db.consumeOnce(event, (client) =>
      new ProductRepository(client).markDeleted(_id, event.occurredAt),
    );
  },
};
