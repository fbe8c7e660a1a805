import { isUuid, type Queryable } from '@glow/service-kit';
import type { StockLine } from './stock-reservation-repository';

export interface StockCounter {
  name: string;
  /** Units left to sell; null when not tracked. */
  stock: number | null;
}

/**
 * The products' stock counters. Rows are locked in id order before any counter moves, and each move
 * is one UPDATE: when it changes rows, its statement trigger (011) holds the single listing_version
 * row until commit, so it must come after every product lock, or two checkouts sharing products
 * would wait in a circle.
 */
export class ProductStock {
  constructor(private readonly db: Queryable) {}

  /** The products' counters by id, their rows locked; unknown and malformed ids are absent. */
  async lock(ids: string[]): Promise<Map<string, StockCounter>> {
    const { rows } = await this.db.query<StockCounter & { id: string }>(
      'SELECT id, name, stock FROM catalog.products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE',
      [ids.filter(isUuid)],
    );
    return new Map(rows.map(({ id, name, stock }) => [id, { name, stock }]));
  }

  /**
   * In one statement: locks the products' rows in id order (as `lock`), then takes the units off the
   * tracked ones that have them all. Answers each product's counter as it was when locked and whether
   * its units were taken; unknown and malformed ids are absent. A line short of units takes nothing,
   * but the others did: the caller rolls back. What to take is decided on the locked counters, never on
   * the statement's snapshot: a counter raised by a transaction that committed while this one waited
   * for the lock is newer than the snapshot (the update still reaches the newest row version).
   */
  async lockAndTake(lines: StockLine[]): Promise<Map<string, StockCounter & { taken: boolean }>> {
    const known = lines.filter((line) => isUuid(line.productId));
    const { rows } = await this.db.query<StockCounter & { id: string; taken: boolean }>(
      `WITH locked AS (
         SELECT id, name, stock FROM catalog.products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE),
       taken AS (
         UPDATE catalog.products p SET stock = l.stock - x.quantity
           FROM unnest($1::uuid[], $2::integer[]) AS x(id, quantity), locked l
          WHERE p.id = l.id AND l.id = x.id AND l.stock IS NOT NULL AND l.stock >= x.quantity
          RETURNING p.id)
       SELECT l.id, l.name, l.stock, t.id IS NOT NULL AS taken FROM locked l LEFT JOIN taken t ON t.id = l.id`,
      [known.map((line) => line.productId), known.map((line) => line.quantity)],
    );
    return new Map(rows.map(({ id, ...counter }) => [id, counter]));
  }

  /**
   * Takes the units off tracked products that still have them all; answers the ids it changed.
   * `updated_at` stays: consumers keep the snapshot whose `updatedAt` is not older, and checkouts
   * commit in another order than they began, so now() could make a newer count look older.
   */
  async take(lines: StockLine[]): Promise<string[]> {
    return this.changed(
      `UPDATE catalog.products p SET stock = p.stock - x.quantity
       FROM unnest($1::uuid[], $2::integer[]) AS x(id, quantity)
       WHERE p.id = x.id AND p.stock IS NOT NULL AND p.stock >= x.quantity
       RETURNING p.id`,
      lines,
    );
  }

  /** Puts the units back on the products still tracked; answers the ids it changed. */
  async giveBack(lines: StockLine[]): Promise<string[]> {
    if (lines.length === 0) return [];
    await this.lock(lines.map((line) => line.productId));
    return this.changed(
      `UPDATE catalog.products p SET stock = p.stock + x.quantity
       FROM unnest($1::uuid[], $2::integer[]) AS x(id, quantity)
       WHERE p.id = x.id AND p.stock IS NOT NULL
       RETURNING p.id`,
      lines,
    );
  }

  private async changed(update: string, lines: StockLine[]): Promise<string[]> {
    if (lines.length === 0) return [];
    const { rows } = await this.db.query<{ id: string }>(update, [
      lines.map((line) => line.productId),
      lines.map((line) => line.quantity),
    ]);
    return rows.map((row) => row.id).sort();
  }
}
