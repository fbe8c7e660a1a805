import { randomUUID } from 'node:crypto';
import {
  createEnvelope,
  type Category,
  type Product,
  type StockReservationRequest,
  type StockShortageAnswer,
  type TopicData,
} from '@glow/contracts';
import { callJson, type JsonAnswer } from '@glow/testing';
import { multipart } from './image-files';
import { getJson, type CatalogUnderTest } from './start-catalog';

type Snapshot = TopicData<'catalog.product.upserted'>;
export type Line = StockReservationRequest['items'][number];
export type ReservationAnswer = JsonAnswer<
  StockReservationRequest | StockShortageAnswer | { message: string }
>;

/** What the stock tests do to a running catalog: admin products, order's reservation call, order's events. */
export function stockDriver(catalog: CatalogUnderTest) {
  const adminToken = catalog.running.keys.sign({ _id: randomUUID(), isAdmin: true, tv: 0 });
  const publish = <T extends 'order.stock.released' | 'order.stock.returned' | 'order.paid'>(
    type: T,
    data: TopicData<T>,
  ) => {
    const event = createEnvelope('order', { type, key: String(data.orderId), data });
    return { event, delivered: catalog.running.bus.publish(type, [event]) };
  };

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

    /** A product sold in these shades, each with its own stock (null: not tracked), made through the admin form. */
    async shadedProduct(name: string, shades: Record<string, number | null>): Promise<Product> {
      const [category] = (await getJson<Category[]>(`${catalog.url}/api/categories`)).body;
      const form = multipart({
        name,
        description: 'Made for a stock test',
        category: category!._id,
        options: JSON.stringify([{ name: 'Shade', values: Object.keys(shades).map((value) => ({ value })) }]),
        variants: JSON.stringify(
          Object.entries(shades).map(([shade, units]) => ({
            options: { Shade: shade },
            price: '5000',
            stock: units,
          })),
        ),
      });
      const response = await fetch(`${catalog.url}/api/products`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}` },
        body: form,
      });
      if (response.status !== 201) throw new Error(`creating ${name} answered ${response.status}`);
      return (await response.json()) as Product;
    },

    reserve(request: StockReservationRequest): Promise<ReservationAnswer> {
      return callJson(catalog.url, 'POST', '/internal/stock/reservations', undefined, request);
    },

    async stockOf(product: { _id: string }): Promise<number | null> {
      return (await getJson<Product>(`${catalog.url}/api/products/${product._id}`)).body.stock;
    },

    released(orderId: string, hold: number, items: Line[]) {
      return publish('order.stock.released', { orderId, hold, reason: 'expired', items });
    },

    returned(orderId: string, hold: number, items: Line[]) {
      return publish('order.stock.returned', { orderId, hold, reason: 'refunded', items });
    },

    paid(orderId: string, items: Line[]) {
      const userId = randomUUID();
      return publish('order.paid', {
        orderId,
        userId,
        amount: 5000,
        currency: 'NGN',
        tx_ref: orderId,
        items,
      });
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

export const line = (product: { _id: string }, quantity = 1): Line => ({ productId: product._id, quantity });

/** A line of one shade of a product made by `shadedProduct`. */
export const shadeLine = (product: Product, shade: string, quantity = 1): Line => ({
  productId: product._id,
  variantId: product.variants!.find((variant) => variant.options.Shade === shade)!._id,
  quantity,
});
