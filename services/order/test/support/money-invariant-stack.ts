import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cartService } from '@glow/cart';
import { catalogService } from '@glow/catalog';
import { createEnvelope, type Category, type Product } from '@glow/contracts';
import { paymentService } from '@glow/payment';
import { InProcessBus, createLogger, type Pool } from '@glow/service-kit';
import {
  callJson,
  createTestDatabase,
  createTestKeys,
  startServiceForTest,
  startSmtpSink,
  testPool,
  waitFor,
  type JsonAnswer,
  type ServiceUnderTest,
  type SmtpSink,
  type TestDatabase,
} from '@glow/testing';
import type { PaymentParts } from '../../../payment/src/deps';
import { liveEnv, startDoubles, type Doubles } from '../../../payment/test/support/payment-service';
import { orderService, type OrderDeps } from '../../src';
import type { Person } from './order-service';
import { SwitchboardBus } from './switchboard-bus';

/**
 * Catalog, cart, order and payment in this process on one shared in-process bus (events are handled
 * while they are published), each on its own database on the real PostgreSQL; payment in live mode
 * against the Flutterwave/Paystack doubles; order's catalog the real one; mails into an SMTP sink.
 */
export interface InvariantStack {
  catalog: ServiceUnderTest;
  cart: ServiceUnderTest;
  payment: ServiceUnderTest<PaymentParts>;
  /** The order instance currently running. */
  order(): ServiceUnderTest<OrderDeps>;
  pools: { catalog: Pool; cart: Pool; order: Pool; payment: Pool };
  providers: Doubles;
  smtp: SmtpSink;
  admin: Person;
  /** Stops the order instance and starts a new one on the same database. */
  restartOrder(): Promise<void>;
  shoppers(count: number): Promise<Person[]>;
  /** Products made through catalog's admin form with `stock` each, once cart and order know them. */
  products(stocks: number[]): Promise<Product[]>;
  /** A multipart admin edit of a product's stock through catalog. */
  setStock(product: Product, stock: number): Promise<number>;
  call<T>(base: string, method: string, path: string, who?: Person, body?: unknown): Promise<JsonAnswer<T>>;
  stop(): Promise<void>;
}

export async function startInvariantStack(): Promise<InvariantStack> {
  const keys = createTestKeys();
  const bus = new InProcessBus(createLogger('shared-bus', process.env.TEST_LOG_LEVEL ?? 'silent'));
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'glow-invariants-'));
  const providers = await startDoubles();
  const smtp = await startSmtpSink();
  const catalog = await startServiceForTest(catalogService, {
    keys,
    bus,
    env: { UPLOADS_DIR: path.join(workDir, 'uploads'), EXCHANGE_RATES_URL: 'http://127.0.0.1:9/rates' },
  });
  const [cart, payment] = await Promise.all([
    startServiceForTest(cartService, { keys, bus }),
    startServiceForTest(paymentService, { keys, bus, env: liveEnv(providers) }),
  ]);
  const orderDatabase: TestDatabase = await createTestDatabase();
  const orderBus = new SwitchboardBus(bus);
  const startOrder = () =>
    startServiceForTest(orderService, {
      keys,
      bus: orderBus,
      database: orderDatabase,
      env: {
        CART_SERVICE_URL: cart.url,
        PAYMENT_SERVICE_URL: payment.url,
        CATALOG_SERVICE_URL: catalog.url,
        SMTP_URL: smtp.url,
        MAIL_RETRY_DELAY_MS: '100',
        ORDER_EXPIRY_INTERVAL_MS: '3600000',
        ORDER_SWEEP_INTERVAL_MS: '3600000',
        ORDER_SWEEP_MIN_AGE_MS: '0',
        DEFAULT_SHIPPING_PRICE: '2500',
        // Shoppers are new each run; the limits are not what this test is about.
        CHECKOUT_RATE_LIMIT_PER_USER: '1000',
        VERIFY_RATE_LIMIT_PER_USER: '1000',
      },
    });
  let order = await startOrder();
  await bus.start();

  const pools = {
    catalog: testPool(catalog.database!.url),
    cart: testPool(cart.database!.url),
    order: testPool(orderDatabase.url),
    payment: testPool(payment.database!.url),
  };
  const adminId = randomUUID();
  const admin: Person = {
    _id: adminId,
    email: `admin-${adminId}@example.ng`,
    token: keys.sign({ _id: adminId, isAdmin: true, tv: 0 }),
  };
  const adminForm = async (method: string, url: string, form: FormData) => {
    const response = await fetch(`${catalog.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  const categoryForm = new FormData();
  categoryForm.set('name', 'Invariants');
  const category = (await adminForm('POST', '/api/categories', categoryForm)).body as Category;
  const count = async (pool: Pool, sql: string, ids: string[]) =>
    Number((await pool.query<{ n: string }>(sql, [ids])).rows[0]!.n);
  const productForm = (product: Pick<Product, 'name' | 'description' | 'price'>, stock: number) => {
    const form = new FormData();
    form.set('name', product.name);
    form.set('description', product.description);
    form.set('price', String(product.price));
    form.set('category', category._id);
    form.set('stock', String(stock));
    return form;
  };

  return {
    catalog,
    cart,
    payment,
    order: () => order,
    pools,
    providers,
    smtp,
    admin,
    restartOrder: async () => {
      orderBus.pause();
      await order.stop();
      order = await startOrder();
      orderBus.resume();
    },
    shoppers: async (howMany) => {
      const people = Array.from({ length: howMany }, () => {
        const _id = randomUUID();
        return { _id, email: `shopper-${_id}@example.ng`, token: keys.sign({ _id, isAdmin: false, tv: 0 }) };
      });
      await bus.publish(
        'user.registered',
        people.map(({ _id, email }) =>
          createEnvelope('user', {
            type: 'user.registered',
            key: _id,
            data: { _id, username: `shopper${_id.slice(0, 8)}`, email, isAdmin: false },
          }),
        ),
      );
      return people;
    },
    products: async (stocks) => {
      const made: Product[] = [];
      for (const [i, stock] of stocks.entries()) {
        const form = productForm(
          { name: `Serum ${i + 1}`, description: 'Invariants', price: 1000 + i * 250 },
          stock,
        );
        const answer = await adminForm('POST', '/api/products', form);
        if (answer.status !== 201) throw new Error(`creating a product answered ${answer.status}`);
        made.push(answer.body as Product);
      }
      const ids = made.map((product) => product._id);
      await waitFor(
        'cart and order to know every product',
        async () =>
          (await count(pools.cart, 'SELECT count(*) AS n FROM cart.products WHERE id = ANY($1)', ids)) ===
            ids.length &&
          (await count(pools.order, 'SELECT count(*) AS n FROM orders.products WHERE id = ANY($1)', ids)) ===
            ids.length,
        30_000,
        20,
      );
      return made;
    },
    setStock: async (product, stock) =>
      (await adminForm('PUT', `/api/products/${product._id}`, productForm(product, stock))).status,
    call: callJson,
    stop: async () => {
      await Promise.all(Object.values(pools).map((pool) => pool.end()));
      await order.stop();
      await Promise.all([cart.stop(), payment.stop(), catalog.stop()]);
      await bus.stop();
      await orderDatabase.drop();
      await Promise.all([providers.stop(), smtp.stop()]);
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
