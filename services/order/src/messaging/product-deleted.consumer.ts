import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Consumer } from '@glow/service-kit';
import type { OrderConfig } from '../config';
import type { OrderDeps } from '../deps';
import { ProductSnapshotRepository } from '../data/product-snapshot-repository';

/** Forgets a deleted product (checkout refuses it from then on); orders keep what they bought. */
export const productDeletedConsumer: Consumer<OrderConfig, OrderDeps> = {
  topics: ['catalog.product.deleted'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const { _id } = event.data as TopicData<'catalog.product.deleted'>;
    await ctx.db.consumeOnce(event, (client) => new ProductSnapshotRepository(client).remove(_id));
  },
};
