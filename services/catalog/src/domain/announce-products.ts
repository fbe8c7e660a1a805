import type { Outbox, PoolClient } from '@glow/service-kit';
import { ProductRepository } from '../data/product-repository';
import { productSnapshot } from './product-snapshot';

/** Writes each product's new snapshot to the outbox, in the transaction that changed it. */
export async function announceProducts(client: PoolClient, outbox: Outbox, ids: string[]): Promise<void> {
  for (const product of await new ProductRepository(client).findByIds(ids)) {
    await outbox.add(client, 'catalog.product.upserted', {
      key: product._id,
      data: productSnapshot(product),
    });
  }
}
