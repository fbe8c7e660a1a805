import type { TopicData } from '@glow/contracts';
import type { Outbox, PoolClient } from '@glow/service-kit';
import { ProductStock } from '../data/product-stock';
import { StockReservationRepository } from '../data/stock-reservation-repository';
import { announceProducts } from './announce-products';

/**
 * The units an order held under `hold` are for sale again. Only that hold's lines still held or
 * sold are released: an older hold was renumbered when a late payment took the units again.
 */
export async function releaseStock(
  client: PoolClient,
  outbox: Outbox,
  { orderId, hold }: Pick<TopicData<'order.stock.released'>, 'orderId' | 'hold'>,
): Promise<void> {
  const reservations = new StockReservationRepository(client);
  await reservations.lockOrder(orderId);
  const released = await reservations.release(orderId, hold);
  const givenBack = await new ProductStock(client).giveBack(released);
  await announceProducts(client, outbox, givenBack);
}

/** A paid order's held units are sold: bookkeeping only, the counters took them at checkout. */
export async function markStockSold(client: PoolClient, orderId: string): Promise<void> {
  await new StockReservationRepository(client).markSold(orderId);
}
