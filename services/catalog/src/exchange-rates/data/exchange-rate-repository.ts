import type { Queryable } from '@glow/service-kit';

/** Rates as the provider published them (`updatedAt`) and when this service fetched them. */
export interface RatesSnapshot {
  rates: Record<string, number>;
  updatedAt: Date;
  fetchedAt: Date;
}

interface ExchangeRateRow {
  rates: Record<string, number>;
  updated_at: Date;
  fetched_at: Date;
}

/** The last good rates, one row; a slower writer never replaces newer rates. */
export class ExchangeRateRepository {
  constructor(private readonly db: Queryable) {}

  async load(): Promise<RatesSnapshot | null> {
    const { rows } = await this.db.query<ExchangeRateRow>(
      'SELECT rates, updated_at, fetched_at FROM catalog.exchange_rates WHERE singleton',
    );
    const row = rows[0];
    return row ? { rates: row.rates, updatedAt: row.updated_at, fetchedAt: row.fetched_at } : null;
  }

  async save(snapshot: RatesSnapshot): Promise<void> {
    await this.db.query(
      `INSERT INTO catalog.exchange_rates (singleton, rates, updated_at, fetched_at)
       VALUES (true, $1::jsonb, $2, $3)
       ON CONFLICT (singleton) DO UPDATE
         SET rates = EXCLUDED.rates, updated_at = EXCLUDED.updated_at, fetched_at = EXCLUDED.fetched_at
         WHERE catalog.exchange_rates.fetched_at < EXCLUDED.fetched_at`,
      [JSON.stringify(snapshot.rates), snapshot.updatedAt, snapshot.fetchedAt],
    );
  }
}
