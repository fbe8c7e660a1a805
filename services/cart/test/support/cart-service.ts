import { randomUUID } from 'node:crypto';
import { createEnvelope, type EventEnvelope, type Product, type Topic } from '@glow/contracts';
import type { InProcessBus, Pool } from '@glow/service-kit';
import {
  callJson,
  productSnapshot,
  startServiceForTest,
  testPool,
  type ProductSnapshot,
  type ServiceUnderTest,
} from '@glow/testing';
import { cartService } from '../../src';

export interface Shopper {
  _id: string;
  token: string;
}

export interface Answer<T> {
  status: number;
  body: T;
}

export type { ProductSnapshot } from '@glow/testing';

export interface CartUnderTest {
  running: ServiceUnderTest;
  /** The service's own database, for what no route shows. */
  pool: Pool;
  shopper(): Shopper;
  call<T>(method: string, path: string, who?: Shopper, body?: unknown): Promise<Answer<T>>;
  /** Publishes a catalog.product.upserted for a new (or the given) product; handled before it resolves. */
  upsertProduct(changes?: Partial<ProductSnapshot>): Promise<ProductSnapshot>;
  deleteProduct(productId: string): Promise<void>;
  publish(topic: Topic, event: EventEnvelope): Promise<void>;
  /** Events the cart group dead-lettered. */
  deadLetters(): unknown[];
  stop(): Promise<void>;
}

export { nextTimestamp, productSnapshot } from '@glow/testing';

/** The product as the cart answers it, from the snapshot it was given (untracked stock is null). */
/** The product as cart answers it: its options, not its variants (a line names its own). */
export function asProduct({ stockTracked, variants: _variants, ...snapshot }: ProductSnapshot): Product {
  return {
    ...snapshot,
    discountPrice: snapshot.discountPrice ?? null,
    stock: stockTracked ? snapshot.stock : null,
    options: snapshot.options ?? [],
  };
}

export const productEvent = (product: ProductSnapshot) =>
  createEnvelope('catalog', { type: 'catalog.product.upserted', key: product._id, data: product });

/** Cart on a fresh database with its in-process bus; catalog events are published straight onto the bus. */
export async function startCart(): Promise<CartUnderTest> {
  const running = await startServiceForTest(cartService);
  const pool = testPool(running.database!.url);
  const publish = (topic: Topic, event: EventEnvelope) => running.bus.publish(topic, [event]);

  const call = <T>(method: string, path: string, who?: Shopper, body?: unknown) =>
    callJson<T>(running.url, method, path, who, body);

  return {
    running,
    pool,
    call,
    publish,
    shopper: () => {
      const _id = randomUUID();
      return { _id, token: running.keys.sign({ _id, isAdmin: false, tv: 0 }) };
    },
    upsertProduct: async (changes) => {
      const product = productSnapshot(changes);
      await publish('catalog.product.upserted', productEvent(product));
      return product;
    },
    deleteProduct: (productId) =>
      publish(
        'catalog.product.deleted',
        createEnvelope('catalog', {
          type: 'catalog.product.deleted',
          key: productId,
          data: { _id: productId },
        }),
      ),
    deadLetters: () => (running.bus as InProcessBus).deadLetters.filter((letter) => letter.group === 'cart'),
    stop: async () => {
      await pool.end();
      await running.stop();
    },
  };
}
