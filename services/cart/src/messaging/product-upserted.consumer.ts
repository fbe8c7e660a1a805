import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { ProductSnapshotRepository } from '../data/product-snapshot-repository';

/**
 * Keeps cart's copy of a product; a snapshot older than the kept one, of a deleted product, or one
 * again changes nothing, so no event ledger is needed.
 */
export const productUpsertedConsumer: Consumer<BaseConfig> = {
  topics: ['catalog.product.upserted'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const product = event.data as TopicData<'catalog.product.upserted'>;
    await ctx.db.statement((client) => new ProductSnapshotRepository(client).save(product));
  },
};
