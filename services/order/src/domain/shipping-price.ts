import type { ActingAdmin, Database, Outbox, Queryable } from '@glow/service-kit';
import { ShippingPriceRepository } from '../data/shipping-price-repository';
import { recordOrderAction } from './admin-actions';
import { fromMinor, minorText, toMinor } from './money';

/** The one shipping price (NGN): the admin's, else the configured default. */
export class ShippingPrice {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly fallback: number,
  ) {}

  /** In minor units (kobo). */
  async current(db: Queryable = this.db.pool): Promise<bigint> {
    return this.minorOf(await new ShippingPriceRepository(db).current());
  }

  /** The price in minor units from the stored one (numeric text), or the default when none is stored. */
  minorOf(stored: string | undefined): bigint {
    return toMinor(stored ?? this.fallback.toFixed(2));
  }

  /** The admin's new price, put on record with the one it replaces in the same transaction. */
  async set(minor: bigint, admin: ActingAdmin): Promise<void> {
    await this.db.transaction(async (client) => {
      const prices = new ShippingPriceRepository(client);
      const before = toMinor((await prices.lock()) ?? this.fallback.toFixed(2));
      await prices.set(minorText(minor));
      if (before === minor) return;
      await recordOrderAction(client, this.outbox, {
        ...admin,
        action: 'shipping-price.changed',
        subject: { type: 'shipping-price', id: 'shipping-price' },
        before: { shippingPrice: fromMinor(before) },
        after: { shippingPrice: fromMinor(minor) },
      });
    });
  }
}
