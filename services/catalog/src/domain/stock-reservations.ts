import type { StockReservationRequest, StockShortage, StockShortageAnswer } from '@glow/contracts';
import { conflict, type Database, type Outbox, type PoolClient } from '@glow/service-kit';
import { ProductStock } from '../data/product-stock';
import {
  StockReservationRepository,
  type OrderHold,
  type StockLine,
} from '../data/stock-reservation-repository';
import { announceProducts } from './announce-products';
import { releaseStock } from './stock-release';
import { findShortages, mergeLines, shortageAnswer } from './stock-shortages';

export type ReservedStock = Pick<StockReservationRequest, 'orderId' | 'hold'>;

/**
 * Checkout takes an order's units here, all or none, before order saves the order. Idempotent per
 * order and hold: the same hold again changes nothing; a newer hold keeps units still held (a
 * release of the older hold may be in flight and must not free them) or takes them again once
 * released; an older hold is stale. Holds it `replaces` are given back first, in the same transaction.
 */
export class StockReservations {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
  ) {}

  reserve(request: StockReservationRequest): Promise<ReservedStock | StockShortageAnswer> {
    const { orderId, hold } = request;
    const lines = mergeLines(request.items);
    return this.db.transaction(async (client) => {
      for (const replaced of request.replaces ?? []) await releaseStock(client, this.outbox, replaced);
      const reservations = new StockReservationRepository(client);
      await reservations.lockOrder(orderId);
      const latest = await reservations.latestHold(orderId);
      if (latest) {
        const stale = staleHold(request, latest);
        if (stale) throw conflict(stale);
        if (latest.hold === hold) return { orderId, hold };
        if (latest.state !== 'released') {
          await reservations.renumber(orderId, latest.hold, hold);
          return { orderId, hold };
        }
      }
      const shortages = await this.take(client, lines);
      if (shortages.length > 0) return shortageAnswer(shortages);
      await reservations.hold(orderId, hold, lines);
      return { orderId, hold };
    });
  }

  private async take(client: PoolClient, lines: StockLine[]): Promise<StockShortage[]> {
    const stock = new ProductStock(client);
    const counters = await stock.lock(lines.map((line) => line.productId));
    const shortages = findShortages(lines, counters);
    if (shortages.length > 0) return shortages;
    const tracked = lines.filter((line) => counters.get(line.productId)!.stock !== null);
    const taken = await stock.take(tracked);
    if (taken.length !== tracked.length) throw new Error('A stock counter moved under its row lock');
    await announceProducts(client, this.outbox, taken);
    return [];
  }
}

function staleHold({ orderId, hold }: ReservedStock, latest: OrderHold): string | undefined {
  if (latest.hold > hold)
    return `Hold ${hold} of order ${orderId} is stale: the order is at hold ${latest.hold}`;
  if (latest.hold === hold && latest.state === 'released') {
    return `Hold ${hold} of order ${orderId} was released: take the units again under a newer hold`;
  }
  return undefined;
}
