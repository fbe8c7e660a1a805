import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Consumer } from '@glow/service-kit';
import type { OrderConfig } from '../config';
import type { OrderDeps } from '../deps';
import { ProductSnapshotRepository } from '../data/product-snapshot-repository';

/**
 * Keeps order's copy of a product; an older snapshot, one of a deleted product, or one again changes
 * nothing, so no event ledger is needed.
 */
export const productUpsertedConsumer: Consumer<OrderConfig, OrderDeps> = {
  topics: ['catalog.product.upserted'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const product = event.data as TopicData<'catalog.product.upserted'>;
    await ctx.db.statement((client) => new ProductSnapshotRepository(client).save(product));
  },
};
