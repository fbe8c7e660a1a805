import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { catalogService } from '@glow/catalog';
import type { Cart, Product } from '@glow/contracts';
import { createLogger, InProcessBus } from '@glow/service-kit';
import { startServiceForTest, testPool, waitFor, type ServiceUnderTest } from '@glow/testing';
import { cartService } from '../src';

/** The embedded runner's wiring: catalog and cart on one in-process bus, the bus started after both subscribed. */
describe('embedded mode: the catalog’s demo seed reaches the cart', () => {
  let workDir: string;
  let bus: InProcessBus;
  let catalog: ServiceUnderTest;
  let cart: ServiceUnderTest;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'glow-cart-seed-'));
    bus = new InProcessBus(createLogger('test-bus', 'silent'));
    catalog = await startServiceForTest(catalogService, {
      env: { SEED_DEMO: 'true', UPLOADS_DIR: path.join(workDir, 'uploads') },
      bus,
    });
    cart = await startServiceForTest(cartService, { bus, keys: catalog.keys });
    await bus.start();
  }, 60_000);
  afterAll(async () => {
    await cart?.stop();
    await catalog?.stop();
    await bus?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('when the catalog seeds its demo products, then every one can be put in a cart', async () => {
    const products = (await (await fetch(`${catalog.url}/api/products`)).json()) as Product[];
    expect(products.length).toBeGreaterThan(0);
    const pool = testPool(cart.database!.url);
    const kept = async () =>
      Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM cart.products')).rows[0]!.n);
    try {
      await waitFor(
        'the seeded products in the cart',
        async () => (await kept()) === products.length,
        30_000,
      );
    } finally {
      await pool.end();
    }

    const token = cart.keys.sign({ _id: 'seed-shopper' });
    const response = await fetch(`${cart.url}/api/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ productId: products[0]!._id }),
    });
    const body = (await response.json()) as Cart;
    // Cart keeps what catalog.product.upserted carries: not the listing's price range nor the
    // attributes the shop reads.
    const { _id, name, description, price, discountPrice, images, category, stock } = products[0]!;
    const { averageRating, numReviews, createdAt, updatedAt, options } = products[0]!;
    expect(body).toEqual([
      {
        product: {
          ...{ _id, name, description, price, discountPrice, images, category, stock },
          ...{ averageRating, numReviews, createdAt, updatedAt, options },
        },
        quantity: 1,
      },
    ]);
  }, 60_000);
});
