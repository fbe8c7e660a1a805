import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { ProductRepository } from '../data/product-repository';

/** Keeps the product's name and first image for the top products. */
export const productUpsertedConsumer: Consumer<BaseConfig> = {
  topics: ['catalog.product.upserted'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const product = event.data as TopicData<'catalog.product.upserted'>;
    await ctx.db.consumeOnce(event, (client) => new ProductRepository(client).save(product));
  },
};
