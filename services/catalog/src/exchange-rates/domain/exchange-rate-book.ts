import { OutageLog, type Logger } from '@glow/service-kit';
import type { RatesSnapshot } from '../data/exchange-rate-repository';
import { newer, toAnswer, type ExchangeRates, type RatesProvider, type RatesStore } from './exchange-rates';

export interface ExchangeRateBookOptions {
  provider: RatesProvider;
  store: RatesStore;
  logger: Logger;
  /** How long fetched rates are served before the provider is asked again. */
  ttlMs: number;
  /** Served (as `source: 'snapshot'`) while the provider has never answered. */
  fallback: RatesSnapshot;
  /** How long a failed refresh is remembered before the provider is tried again. */
  retryMs: number;
  now?: () => number;
}

interface CacheEntry {
  answer: ExchangeRates;
  expiresAt: number;
}

/**
 * The shop's exchange rates: cached in memory, refreshed from the provider when expired (one call
 * however many requests wait), kept in the schema so a restart or a failing provider still has the
 * last good rates. Until the provider first answers, the shipped snapshot is served, and the
 * provider is asked again after `retryMs`.
 */
export class ExchangeRateBook {
  private entry: CacheEntry | undefined;
  private lastGood: RatesSnapshot | null = null;
  private refreshing: Promise<CacheEntry> | undefined;
  private readonly now: () => number;
  /** A shop offline (or a provider down) for hours logs it once, not at every retry. */
  private readonly outage: OutageLog;

  constructor(private readonly options: ExchangeRateBookOptions) {
    this.now = options.now ?? Date.now;
    this.outage = new OutageLog(options.logger, 'exchange rate provider', this.now);
  }

  async current(): Promise<ExchangeRates> {
    if (this.entry && this.now() < this.entry.expiresAt) return this.entry.answer;
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    return (await this.refreshing).answer;
  }

  private async refresh(): Promise<CacheEntry> {
    // Another instance, or this one before a restart, may have fetched within the TTL already.
    this.lastGood = newer(this.lastGood, await this.loadStored());
    if (this.lastGood && this.now() < this.lastGood.fetchedAt.getTime() + this.options.ttlMs) {
      return this.remember(toAnswer(this.lastGood), this.lastGood.fetchedAt.getTime() + this.options.ttlMs);
    }
    try {
      const latest = await this.options.provider.latest();
      const fetchedAt = new Date(this.now());
      const snapshot = { rates: latest.rates, updatedAt: latest.updatedAt ?? fetchedAt, fetchedAt };
      await this.saveQuietly(snapshot);
      this.outage.recovered();
      this.lastGood = snapshot;
      return this.remember(toAnswer(snapshot), fetchedAt.getTime() + this.options.ttlMs);
    } catch (error) {
      this.outage.failed(
        error,
        this.lastGood
          ? 'serving the last good rates as stale'
          : 'no rates were ever fetched; serving the shipped snapshot',
        { servingFrom: this.lastGood?.fetchedAt ?? null },
      );
      const answer = this.lastGood
        ? toAnswer(this.lastGood, true)
        : toAnswer(this.options.fallback, true, 'snapshot');
      return this.remember(answer, this.now() + this.options.retryMs);
    }
  }

  private remember(answer: ExchangeRates, expiresAt: number): CacheEntry {
    this.entry = { answer, expiresAt };
    return this.entry;
  }

  private async loadStored(): Promise<RatesSnapshot | null> {
    try {
      return await this.options.store.load();
    } catch (error) {
      this.options.logger.warn({ err: error }, 'could not read the stored exchange rates');
      return null;
    }
  }

  private async saveQuietly(snapshot: RatesSnapshot): Promise<void> {
    try {
      await this.options.store.save(snapshot);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'could not store the fetched exchange rates');
    }
  }
}
