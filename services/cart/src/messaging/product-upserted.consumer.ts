import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { ProductSnapshotRepository } from '../data/product-snapshot-repository';

/** Keeps cart's copy of a product; a snapshot older than the kept one, or of a deleted product, changes nothing. */
export const productUpsertedConsumer: Consumer<BaseConfig> = {
  topics: ['catalog.product.upserted'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const product = event.data as TopicData<'catalog.product.upserted'>;
    await ctx.db.consumeOnce(event, (client) => new ProductSnapshotRepository(client).save(product));
  },
};
