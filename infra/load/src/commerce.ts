import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { CheckoutAnswer, Product } from '@glow/contracts';
import { createTestDatabase, createTestKeys, kafkaForTests, waitFor } from '@glow/testing';
import { runDeployable, runGateway } from './processes';
import { percentile, round } from './stats';

export interface CommerceFigure {
  step: 'add to cart' | 'checkout';
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const shipping = {
  fullName: 'Bench Shopper',
  address: '1 Allen Avenue',
  city: 'Ikeja',
  postalCode: '100001',
  country: 'Nigeria',
  phoneNumber: '08030000000',
};

/**
 * Catalog, cart and order as their own processes on one fresh database of the real PostgreSQL,
 * their events on librdkafka's mock cluster (so the cart and order read models fill from the
 * catalog's seed as in production), the gateway in front. `shoppers` shoppers at once each add
 * `adds` products to their cart and check out, `rounds` times; every call goes through the gateway.
 */
export async function measureCommerce(shoppers = 100, adds = 3, rounds = 3): Promise<CommerceFigure[]> {
  const kafka = await kafkaForTests();
  const database = await createTestDatabase('glow_bench');
  const keys = createTestKeys();
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'glow-bench-uploads-'));
  const common = {
    JWT_PUBLIC_KEY: keys.publicKey,
    DATABASE_URL: database.url,
    KAFKA_BROKERS: kafka.brokers.join(','),
    KAFKA_IDEMPOTENT: 'false',
    KAFKA_MOCK_CLUSTER: String(kafka.mockCluster),
    // The services' default: a shorter wait only makes idle consumers poll the brokers (CPU taken
    // from the requests measured); no request here waits for an event.
    KAFKA_FETCH_MAX_WAIT_MS: process.env.KAFKA_FETCH_MAX_WAIT_MS ?? '500',
  };
  const catalog = await runDeployable('services/catalog', {
    ...common,
    UPLOADS_DIR: uploads,
    SEED_DEMO: 'true',
  });
  const cart = await runDeployable('services/cart', common);
  const order = await runDeployable('services/order', {
    ...common,
    CART_SERVICE_URL: cart.url,
    CATALOG_SERVICE_URL: catalog.url,
    PAYMENT_SERVICE_URL: 'http://127.0.0.1:9',
    // The readiness probe retries one shopper's checkout and every shopper checks out `rounds` times:
    // a bench pace, not a shopper's. The limits' own queries still run on every checkout.
    CHECKOUT_RATE_LIMIT_PER_USER: '100000',
    ORDER_MAX_UNPAID_UNITS_PER_ADDRESS: '100000',
  });
  const gateway = await runGateway({
    JWT_PUBLIC_KEY: keys.publicKey,
    CATALOG_SERVICE_URL: catalog.url,
    CART_SERVICE_URL: cart.url,
    ORDER_SERVICE_URL: order.url,
  });
  const call = async (method: string, pathname: string, token: string, body?: unknown) => {
    const started = performance.now();
    const answer = await fetch(`${gateway.url}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${pathname} answered ${answer.status}: ${text}`);
    return { ms: performance.now() - started, body: JSON.parse(text) as unknown };
  };
  try {
    // Products sold one way and not sold out: each goes into a cart by its id alone.
    const products = ((await (await fetch(`${gateway.url}/api/products`)).json()) as Product[]).filter(
      (product) => (product.options ?? []).length === 0 && product.stock !== 0,
    );
    const tokens = Array.from({ length: shoppers }, () =>
      keys.sign({ _id: randomUUID(), isAdmin: false, tv: 0 }),
    );
    // The read models are fed by the catalog's seed events: wait until cart and order know every
    // product (a checkout of the whole catalogue is refused while order misses one).
    const probe = (pathname: string, body: unknown) =>
      fetch(`${gateway.url}${pathname}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await waitFor(
      'the read models to know the catalogue',
      async () => {
        for (const product of products) {
          if (!(await probe('/api/cart/add', { productId: product._id })).ok) return false;
        }
        const checkout = await probe('/api/orders/checkout', {
          shippingDetails: shipping,
          paymentMethod: 'paystack',
        });
        await call('DELETE', '/api/cart', tokens[0]!);
        return checkout.ok;
      },
      60_000,
      500,
    );
    const added: number[] = [];
    const checkedOut: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      await Promise.all(
        tokens.map(async (token, shopper) => {
          for (let index = 0; index < adds; index += 1) {
            const product = products[(shopper + index * 7 + round) % products.length]!;
            added.push((await call('POST', '/api/cart/add', token, { productId: product._id })).ms);
          }
          const { ms, body } = await call('POST', '/api/orders/checkout', token, {
            shippingDetails: shipping,
            paymentMethod: shopper % 2 ? 'paystack' : 'flutterwave',
          });
          if (!(body as CheckoutAnswer).payment.tx_ref) throw new Error('checkout answered no tx_ref');
          checkedOut.push(ms);
          await call('DELETE', '/api/cart', token);
        }),
      );
    }
    const figure = (step: CommerceFigure['step'], sample: number[]): CommerceFigure => ({
      step,
      requests: sample.length,
      p50Ms: round(percentile(sample, 50), 1),
      p99Ms: round(percentile(sample, 99), 1),
      maxMs: round(Math.max(...sample), 1),
    });
    return [figure('add to cart', added), figure('checkout', checkedOut)];
  } finally {
    await gateway.stop();
    await Promise.all([order.stop(), cart.stop(), catalog.stop()]);
    await kafka.stop();
    await database.drop();
    await rm(uploads, { recursive: true, force: true });
  }
}
