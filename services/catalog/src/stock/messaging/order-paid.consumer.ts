import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import type { CatalogSettings } from '../../config';
import type { CatalogDeps } from '../../deps';
import { markStockSold } from '../domain/stock-release';

/** Marks a paid order's held units sold; only held units move, so a redelivery changes nothing. */
export const orderPaidConsumer: Consumer<CatalogSettings & BaseConfig, CatalogDeps> = {
  topics: ['order.paid'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const { orderId } = event.data as TopicData<'order.paid'>;
    await ctx.db.statement((client) => markStockSold(client, orderId));
  },
};
