import type { StockReservationRequest, StockShortage, StockShortageAnswer } from '@glow/contracts';
import { conflict, type Database, type Outbox, type PoolClient } from '@glow/service-kit';
import { VariantStock } from '../data/variant-stock';
import {
  StockReservationRepository,
  type OrderHold,
  type StockLine,
} from '../data/stock-reservation-repository';
import { announceProducts } from '../../products/domain/announce-products';
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

  async reserve(request: StockReservationRequest): Promise<ReservedStock | StockShortageAnswer> {
    const { orderId, hold } = request;
    const lines = mergeLines(request.items);
    try {
      try {
        // Nearly every reservation is an order's first: its rows go in first, then the units are taken.
        return await this.db.transaction((client) =>
          this.afterReleases(client, request, async () => {
            if (!(await new StockReservationRepository(client).holdFirst(orderId, hold, lines)))
              throw new NotFirstHold();
            await this.take(client, lines);
            return { orderId, hold };
          }),
        );
      } catch (error) {
        if (!(error instanceof NotFirstHold)) throw error;
      }
      return await this.db.transaction((client) =>
        this.afterReleases(client, request, () => this.reserveAgain(client, request, lines)),
      );
    } catch (error) {
      if (error instanceof Shortage) return shortageAnswer(error.shortages);
      throw error;
    }
  }

  /**
   * Gives back the holds the request replaces, then takes the new units. A shortage takes nothing;
   * the holds given back stay given back (their orders were cancelled for this checkout).
   */
  private async afterReleases(
    client: PoolClient,
    request: StockReservationRequest,
    take: () => Promise<ReservedStock>,
  ): Promise<ReservedStock | StockShortageAnswer> {
    const replaced = request.replaces ?? [];
    // Nothing to give back: a shortage rolls the whole transaction back.
    if (replaced.length === 0) return take();
    for (const earlier of replaced) await releaseStock(client, this.outbox, earlier);
    await client.query('SAVEPOINT taking');
    try {
      return await take();
    } catch (error) {
      if (!(error instanceof Shortage)) throw error;
      await client.query('ROLLBACK TO SAVEPOINT taking');
      return shortageAnswer(error.shortages);
    }
  }

  /** A retry, or a newer hold of an order that held units before: the order's holds decide. */
  private async reserveAgain(
    client: PoolClient,
    request: StockReservationRequest,
    lines: StockLine[],
  ): Promise<ReservedStock> {
    const { orderId, hold } = request;
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
    await this.take(client, lines);
    await reservations.hold(orderId, hold, lines);
    return { orderId, hold };
  }

  /** Takes the variants' units and announces their products' new counts; a shortage throws, to roll back. */
  private async take(client: PoolClient, lines: StockLine[]): Promise<void> {
    const counters = await new VariantStock(client).lockAndTake(lines);
    const shortages = findShortages(lines, counters);
    if (shortages.length > 0) throw new Shortage(shortages);
    const tracked = [...counters].filter(([, counter]) => counter.stock !== null);
    if (tracked.some(([, counter]) => !counter.taken))
      throw new Error('A stock counter moved under its row lock');
    const products = new Set(tracked.map(([, counter]) => counter.productId));
    await announceProducts(client, this.outbox, [...products].sort());
  }
}

/** The order has reservations already: the first-hold path rolls back. */
class NotFirstHold extends Error {}

/** Units short: the transaction rolls back, and the shortages are the answer. */
class Shortage extends Error {
  constructor(readonly shortages: StockShortage[]) {
    super('stock short');
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
