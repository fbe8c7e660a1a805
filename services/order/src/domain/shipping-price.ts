import type { Queryable } from '@glow/service-kit';
import { ShippingPriceRepository } from '../data/shipping-price-repository';
import { minorText, toMinor } from './money';

/** The one shipping price (NGN): the admin's, else the configured default. */
export class ShippingPrice {
  constructor(
    private readonly db: Queryable,
    private readonly fallback: number,
  ) {}

  /** In minor units (kobo). */
  async current(db: Queryable = this.db): Promise<bigint> {
    return toMinor((await new ShippingPriceRepository(db).current()) ?? this.fallback.toFixed(2));
  }

  async set(minor: bigint): Promise<void> {
    await new ShippingPriceRepository(this.db).set(minorText(minor));
  }
}
