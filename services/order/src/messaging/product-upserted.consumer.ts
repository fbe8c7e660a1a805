import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Consumer } from '@glow/service-kit';
import type { OrderConfig } from '../config';
import type { OrderDeps } from '../deps';
import { ProductSnapshotRepository } from '../data/product-snapshot-repository';

/** Keeps order's copy of a product; an older snapshot, or one of a deleted product, changes nothing. */
export const productUpsertedConsumer: Consumer<OrderConfig, OrderDeps> = {
  topics: ['catalog.product.upserted'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const product = event.data as TopicData<'catalog.product.upserted'>;
    await ctx.db.consumeOnce(event, (client) => new ProductSnapshotRepository(client).save(product));
  },
};
