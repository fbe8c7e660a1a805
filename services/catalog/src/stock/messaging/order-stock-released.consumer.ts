import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import type { CatalogSettings } from '../../config';
import type { CatalogDeps } from '../../deps';
import { releaseStock } from '../domain/stock-release';

/** Puts an order's units back on sale when order releases its hold (expired, rejected, cancelled, …). */
export const orderStockReleasedConsumer: Consumer<CatalogSettings & BaseConfig, CatalogDeps> = {
  topics: ['order.stock.released'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const released = event.data as TopicData<'order.stock.released'>;
    await ctx.db.consumeOnce(event, (client) => releaseStock(client, ctx.outbox, released));
  },
};
