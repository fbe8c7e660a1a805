import type { TopicData } from '@glow/contracts';
import type { Outbox, PoolClient } from '@glow/service-kit';
import { VariantStock } from '../data/variant-stock';
import { StockReservationRepository, type StockLine } from '../data/stock-reservation-repository';
import { announceProducts } from '../../products/domain/announce-products';
import { mergeLines } from './stock-shortages';

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
  await putBackOnSale(client, outbox, released);
}

/**
 * Some units an order holds under `hold` are for sale again while the rest stay sold. A line gives
 * back only the units it still holds, so a release and a return of the same units, in either order,
 * put them back on sale once.
 */
export async function returnStock(
  client: PoolClient,
  outbox: Outbox,
  { orderId, hold, items }: Pick<TopicData<'order.stock.returned'>, 'orderId' | 'hold' | 'items'>,
): Promise<void> {
  const reservations = new StockReservationRepository(client);
  await reservations.lockOrder(orderId);
  const lines = mergeLines(
    items.map(({ productId, variant, quantity }) => ({ productId, variantId: variant?._id, quantity })),
  );
  const returned = await reservations.releaseUnits(orderId, hold, lines);
  await putBackOnSale(client, outbox, returned);
}

/** A paid order's held units are sold: bookkeeping only, the counters took them at checkout. */
export async function markStockSold(client: PoolClient, orderId: string): Promise<void> {
  await new StockReservationRepository(client).markSold(orderId);
}

async function putBackOnSale(client: PoolClient, outbox: Outbox, lines: StockLine[]): Promise<void> {
  const givenBack = await new VariantStock(client).giveBack(lines);
  await announceProducts(client, outbox, givenBack);
}
