import { randomUUID } from 'node:crypto';
import type { Category, Product, TopicData } from '@glow/contracts';
import { multipart } from './image-files';
import { getJson, type CatalogUnderTest } from './start-catalog';

type Snapshot = TopicData<'catalog.product.upserted'>;

/** What the stock tests do to a running catalog: admin products with stock, and what they answer and announce. */
export function stockDriver(catalog: CatalogUnderTest) {
  const adminToken = catalog.running.keys.sign({ _id: randomUUID(), isAdmin: true, tv: 0 });
  return {
    adminToken,

    /** A product made through the admin form; `null` sends the stock field empty (not tracked). */
    async product(name: string, stock: number | null): Promise<Product> {
      const [category] = (await getJson<Category[]>(`${catalog.url}/api/categories`)).body;
      const form = multipart({
        name,
        description: 'Made for a stock test',
        price: '5000',
        category: category!._id,
        stock: stock === null ? '' : String(stock),
      });
      const response = await fetch(`${catalog.url}/api/products`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}` },
        body: form,
      });
      if (response.status !== 201) throw new Error(`creating ${name} answered ${response.status}`);
      return (await response.json()) as Product;
    },

    async stockOf(product: { _id: string }): Promise<number | null> {
      return (await getJson<Product>(`${catalog.url}/api/products/${product._id}`)).body.stock;
    },

    /** The stock each `catalog.product.upserted` of this product written to the outbox carried, oldest first. */
    async announcedStock(product: { _id: string }): Promise<Pick<Snapshot, 'stock' | 'stockTracked'>[]> {
      const { rows } = await catalog.running.service.ctx.db.pool.query<{ data: Snapshot }>(
        `SELECT envelope->'data' AS data FROM catalog.outbox
         WHERE topic = 'catalog.product.upserted' AND event_key = $1 ORDER BY id`,
        [product._id],
      );
      return rows.map(({ data: { stock, stockTracked } }) => ({ stock, stockTracked }));
    },
  };
}
