import { createHash } from 'node:crypto';
import { isDatabaseUnavailable } from '@glow/service-kit';
import type { ProductRepository } from '../data/product-repository';

/** The spec's plain `GET /products` answers at most this many products: the first ones, oldest first. */
export const plainListCap = 100;

export interface PlainProductList {
  /** The JSON array, serialised once. */
  body: Buffer;
  /** A strong ETag of `body`. */
  etag: string;
  /** Every product in the catalogue, also those past the cap. */
  total: number;
}

export type PlainListSource = Pick<ProductRepository, 'listingVersion' | 'total' | 'findSlice'>;

interface Snapshot extends PlainProductList {
  version: string;
}

/**
 * The plain product list, kept serialised in memory. A request costs one primary-key read of the
 * listing version; the list is read and serialised again only after a product or category changed
 * (on this instance or another), once however many requests are waiting for it. While PostgreSQL
 * cannot be reached, the last list built is answered (stale if error, as the listing pages).
 */
export class ProductListSnapshot {
  private current: Snapshot | undefined;
  private building: { version: string; snapshot: Promise<Snapshot> } | undefined;

  constructor(private readonly source: PlainListSource) {}

  async get(): Promise<PlainProductList> {
    let version: string;
    try {
      version = await this.source.listingVersion();
    } catch (error) {
      if (this.current && isDatabaseUnavailable(error)) return this.current;
      throw error;
    }
    if (this.current?.version === version) return this.current;
    if (this.building?.version === version) return this.building.snapshot;
    const building = { version, snapshot: this.build(version) };
    this.building = building;
    const forget = () => {
      if (this.building === building) this.building = undefined;
    };
    building.snapshot.then(forget, forget);
    return building.snapshot;
  }

  private async build(version: string): Promise<Snapshot> {
    // Read after the version: the content is at least that new, so a later change is never missed.
    const [products, total] = await Promise.all([
      this.source.findSlice({}, 'default', { offset: 0, limit: plainListCap, fromEnd: false }),
      this.source.total(),
    ]);
    const body = Buffer.from(JSON.stringify(products));
    const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
    const snapshot = { version, body, etag, total };
    // Builds for two versions can overlap; the newer one is kept whichever finishes last.
    if (!this.current || BigInt(version) > BigInt(this.current.version)) this.current = snapshot;
    return snapshot;
  }
}
