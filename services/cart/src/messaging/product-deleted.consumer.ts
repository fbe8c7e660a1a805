import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { ProductSnapshotRepository } from '../data/product-snapshot-repository';

/** Forgets a deleted product; it leaves every cart and favourites list in the same transaction. */
export const productDeletedConsumer: Consumer<BaseConfig> = {
  topics: ['catalog.product.deleted'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const { _id } = event.data as TopicData<'catalog.product.deleted'>;
    await ctx.db.consumeOnce(event, (client) => new ProductSnapshotRepository(client).remove(_id));
  },
};
