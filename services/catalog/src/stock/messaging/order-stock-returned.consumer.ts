import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import type { CatalogSettings } from '../../config';
import type { CatalogDeps } from '../../deps';
import { returnStock } from '../domain/stock-release';

/** Puts some of an order's units back on sale while the rest stay sold (lines refunded, goods returned). */
export const orderStockReturnedConsumer: Consumer<CatalogSettings & BaseConfig, CatalogDeps> = {
  topics: ['order.stock.returned'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const returned = event.data as TopicData<'order.stock.returned'>;
    await ctx.db.consumeOnce(event, (client) => returnStock(client, ctx.outbox, returned));
  },
};
