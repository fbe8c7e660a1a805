import type { TopicData } from '@glow/contracts';
import type { Outbox, PoolClient } from '@glow/service-kit';
import { OrderRepository, type LineUnits, type StockRelease } from '../data/order-repository';

export type ReleaseReason = TopicData<'order.stock.released'>['reason'];

/** Announces units given back to the catalog, in the transaction that gave them up. */
export async function announceRelease(
  client: PoolClient,
  outbox: Outbox,
  release: StockRelease,
  reason: ReleaseReason,
): Promise<void> {
  await outbox.add(client, 'order.stock.released', { key: release.orderId, data: { ...release, reason } });
}

/** Gives up the order's units (once: an order that holds none announces nothing). */
export async function releaseStock(
  client: PoolClient,
  outbox: Outbox,
  orderId: string,
  reason: ReleaseReason,
): Promise<void> {
  const release = await new OrderRepository(client).releaseStock(orderId);
  if (release) await announceRelease(client, outbox, release, reason);
}

/**
 * Puts some units of the order's lines back on sale while it keeps the rest (order.stock.returned):
 * lines refunded before shipping, or goods returned that can be sold. Nothing when the order no
 * longer holds its units (a release gave them all back already).
 */
export async function returnUnits(
  client: PoolClient,
  outbox: Outbox,
  orderId: string,
  lines: LineUnits[],
  reason: TopicData<'order.stock.returned'>['reason'],
): Promise<void> {
  const returned = await new OrderRepository(client).returnUnits(orderId, lines);
  if (returned)
    await outbox.add(client, 'order.stock.returned', { key: orderId, data: { ...returned, reason } });
}
