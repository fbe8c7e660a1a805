import type { Outbox, PoolClient } from '@glow/service-kit';
import { ProductRepository } from '../data/product-repository';
import { productSnapshot } from './product-snapshot';

/** Writes each product's new snapshot to the outbox (one statement), in the transaction that changed it. */
export async function announceProducts(client: PoolClient, outbox: Outbox, ids: string[]): Promise<void> {
  const products = await new ProductRepository(client).findByIds(ids, { withVariants: true });
  if (products.length === 0) return;
  const announce = outbox.insertOf(
    products.map((product) => ({
      topic: 'catalog.product.upserted' as const,
      event: { key: product._id, data: productSnapshot(product) },
    })),
    1,
  );
  await client.query(announce.sql, announce.params);
  announce.written(client);
}
