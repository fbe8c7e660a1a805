import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { cartService } from '@glow/cart';
import {
  createEnvelope,
  type Cart,
  type CheckoutAnswer,
  type EventEnvelope,
  type Order,
  type PaymentMethod,
  type Topic,
} from '@glow/contracts';
import { paymentService } from '@glow/payment';
import { KafkaBus, createLogger, type Pool } from '@glow/service-kit';
import {
  callJson,
  consumerLagProbe,
  createTestDatabase,
  createTestKeys,
  kafkaForTests,
  startServiceForTest,
  startServiceProcess,
  startSmtpSink,
  testPool,
  waitFor,
  type JsonAnswer,
  type ServiceUnderTest,
  type SmtpSink,
  type TestDatabase,
  type TestKafka,
} from '@glow/testing';
import type { PaymentParts } from '../../../payment/src/deps';
import { koboOf } from '../../../payment/test/support/paystack-double';
import { liveEnv, secrets, startDoubles, type Doubles } from '../../../payment/test/support/payment-service';
import type { Scenario } from '../../../payment/test/support/scripted-transactions';
import { flutterwaveWebhook, paystackWebhook } from '../../../payment/test/support/webhook-signing';
import { orderService, type OrderDeps } from '../../src';
import { nigeria, productSnapshot, type Person, type ProductSnapshot } from './order-service';
import { startUpstreamDoubles, type UpstreamDoubles } from './upstream-doubles';

export type Answer<T> = JsonAnswer<T>;

/** A shopper's paid-for checkout: what the browser knows after the provider's window closed. */
export interface PaidCheckout {
  who: Person;
  method: PaymentMethod;
  orderId: string;
  txRef: string;
  transactionId: string;
  amount: number;
  currency: string;
}

/**
 * The money path on real services: cart, order and payment, each with its own database on the real
 * PostgreSQL and its own KafkaBus on one Kafka (librdkafka's mock cluster unless one is configured);
 * payment in live mode against the Flutterwave/Paystack doubles; order's catalog (exchange rates
 * only) a local double; confirmation mails into an SMTP sink.
 */
/** The order instance currently running: in this process, or in its own (`orderIn: 'process'`). */
export interface OrderInstance {
  url: string;
}

export interface MoneyPathOptions {
  /** Where the first order instance runs; 'process' lets `killOrder` SIGKILL it. Restarts are in-process. */
  orderIn?: 'this process' | 'process';
}

export interface MoneyPathStack {
  cart: ServiceUnderTest;
  order: OrderInstance;
  payment: ServiceUnderTest<PaymentParts>;
  pools: { cart: Pool; order: Pool; payment: Pool };
  /** How far consumer groups `cart` and `order` are behind on these topics. */
  lag(group: 'cart' | 'order', topics: Topic[]): Promise<number>;
  smtp: SmtpSink;
  providers: Doubles;
  /** Stops the running order instance (its consumer leaves the group, its server closes). */
  stopOrder(): Promise<void>;
  /** SIGKILLs the order instance started in its own process: nothing of it gets to finish or leave. */
  killOrder(): Promise<void>;
  /** Starts a new order instance on the same database and Kafka consumer group. */
  restartOrder(): Promise<void>;
  /** An admin's token (not registered anywhere: admin routes read only the token). */
  admin(): Person;
  /** Registers shoppers with order (user.registered on Kafka) and waits until order knows them. */
  shoppers(count: number): Promise<Person[]>;
  /** Announces products (catalog.product.upserted on Kafka) and waits until cart and order know them. */
  products(count: number): Promise<ProductSnapshot[]>;
  call<T>(base: string, method: string, path: string, who?: Person, body?: unknown): Promise<Answer<T>>;
  /**
   * Fills the shopper's cart through cart's API and checks out through order's API; resolves once
   * payment expects the payment (order.created reached it), as it does long before a shopper has paid.
   */
  checkout(who: Person, lines: [ProductSnapshot, number][], method: PaymentMethod): Promise<CheckoutAnswer>;
  /**
   * The shopper pays: the provider's double now reports the transaction successful (or as `scenario`
   * says, e.g. a declined card), for the right amount.
   */
  pay(who: Person, answer: CheckoutAnswer, method: PaymentMethod, scenario?: Scenario): PaidCheckout;
  /**
   * The shopper tries again under the same reference: Flutterwave makes a new transaction, Paystack
   * changes the status of the reference's one transaction.
   */
  retry(earlier: PaidCheckout, scenario: Scenario): PaidCheckout;
  /**
   * `count` new shoppers each check out two products (alternating Flutterwave and Paystack) and pay
   * at the provider; resolves once payment expects every one (order.created reached it).
   */
  paidCheckouts(count: number): Promise<PaidCheckout[]>;
  /** The browser's verify call to order. */
  verify(paid: PaidCheckout): Promise<Answer<{ order?: Order; message?: string }>>;
  /** The provider's signed webhook for the paid transaction, delivered to payment. */
  webhook(paid: PaidCheckout): Promise<Answer<unknown>>;
  /** Payment's reconciliation pass. */
  reconcile(): Promise<void>;
  /** A pass of the (in-process) order instance's payment sweeper, every unpaid order due at once. */
  sweep(): Promise<void>;
  cartOf(who: Person): Promise<Cart>;
  stop(): Promise<void>;
}

let nextTransactionId = 9_000_000 + Math.floor(Math.random() * 1_000_000);

export async function startMoneyPath(options: MoneyPathOptions = {}): Promise<MoneyPathStack> {
  const kafka: TestKafka = await kafkaForTests();
  const keys = createTestKeys();
  const buses = new Set<KafkaBus>();
  let busCount = 0;
  const kafkaBus = (clientId: string) => {
    const bus = new KafkaBus({
      brokers: kafka.brokers,
      clientId: `${clientId}-${(busCount += 1)}`,
      idempotent: false,
      mockCluster: kafka.mockCluster,
      fetchMaxWaitMs: 50,
      sessionTimeoutMs: 6_000,
      logger: createLogger(clientId, process.env.TEST_LOG_LEVEL ?? 'silent'),
    });
    buses.add(bus);
    return bus;
  };
  const providers = await startDoubles();
  const smtp = await startSmtpSink();
  const catalog: UpstreamDoubles = await startUpstreamDoubles();
  const orderDatabase: TestDatabase = await createTestDatabase();

  const cartBus = kafkaBus('cart');
  const paymentBus = kafkaBus('payment');
  const [cart, payment] = await Promise.all([
    startServiceForTest(cartService, { keys, bus: cartBus, env: { DATABASE_POOL_MAX: '20' } }),
    startServiceForTest(paymentService, {
      keys,
      bus: paymentBus,
      env: { ...liveEnv(providers), DATABASE_POOL_MAX: '30' },
    }),
  ]);

  const orderEnv = {
    CART_SERVICE_URL: cart.url,
    PAYMENT_SERVICE_URL: payment.url,
    CATALOG_SERVICE_URL: catalog.url,
    UPSTREAM_TIMEOUT_MS: '15000',
    SMTP_URL: smtp.url,
    MAIL_RETRY_DELAY_MS: '100',
    // A killed instance's claimed mail comes back after this (the default is two minutes).
    MAIL_LEASE_SECONDS: '3',
    ORDER_EXPIRY_INTERVAL_MS: '3600000',
    // Tests run the sweeper themselves (sweep), with no age limit.
    ORDER_SWEEP_INTERVAL_MS: '3600000',
    ORDER_SWEEP_MIN_AGE_MS: '0',
    DEFAULT_SHIPPING_PRICE: '2500',
    DATABASE_POOL_MAX: '30',
  };
  let orderBus: KafkaBus | undefined;
  let orderInProcess: ServiceUnderTest<OrderDeps> | undefined;
  const startOrderInProcess = async (): Promise<OrderInstance> => {
    orderBus = kafkaBus('order');
    orderInProcess = await startServiceForTest(orderService, {
      keys,
      bus: orderBus,
      database: orderDatabase,
      env: orderEnv,
    });
    await orderBus.start();
    return orderInProcess;
  };
  // The built service, as deployed: its own Kafka client (same consumer group), configured by env only.
  const orderProcess =
    options.orderIn === 'process'
      ? await startServiceProcess(resolve(__dirname, '../../dist/main.js'), {
          ...orderEnv,
          DATABASE_URL: orderDatabase.url,
          JWT_PUBLIC_KEY: keys.publicKey,
          KAFKA_BROKERS: kafka.brokers.join(','),
          KAFKA_IDEMPOTENT: 'false',
          KAFKA_MOCK_CLUSTER: String(kafka.mockCluster),
          KAFKA_FETCH_MAX_WAIT_MS: '50',
          KAFKA_SESSION_TIMEOUT_MS: '6000',
          LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
        })
      : undefined;
  await Promise.all([cartBus.start(), paymentBus.start()]);
  let order: OrderInstance = orderProcess ?? (await startOrderInProcess());
  const seeder = kafkaBus('seed');
  await seeder.start();
  const lagProbe = await consumerLagProbe(kafka.brokers);

  const pools = {
    cart: testPool(cart.database!.url),
    order: testPool(orderDatabase.url),
    payment: testPool(payment.database!.url),
  };
  const publish = (topic: Topic, events: EventEnvelope[]) => seeder.publish(topic, events);
  const count = async (pool: Pool, sql: string, ids: string[]) =>
    Number((await pool.query<{ n: string }>(sql, [ids])).rows[0]!.n);

  const call = callJson;

  const scriptAt = (paid: PaidCheckout, scenario: Scenario) =>
    providers[paid.method].script({
      txRef: paid.txRef,
      transactionId: paid.transactionId,
      amount: paid.amount.toFixed(2),
      currency: paid.currency,
      scenario,
    });

  const stack: MoneyPathStack = {
    cart,
    get order() {
      return order;
    },
    payment,
    pools,
    lag: (group, topics) => lagProbe.of(group, topics),
    smtp,
    providers,
    stopOrder: async () => {
      await orderInProcess?.stop();
      orderInProcess = undefined;
      if (orderBus) {
        await orderBus.stop();
        buses.delete(orderBus);
      }
    },
    killOrder: async () => {
      if (!orderProcess) throw new Error('killOrder needs startMoneyPath({ orderIn: "process" })');
      await orderProcess.kill();
    },
    restartOrder: async () => {
      order = await startOrderInProcess();
    },
    admin: () => {
      const _id = randomUUID();
      return { _id, email: `admin-${_id}@example.ng`, token: keys.sign({ _id, isAdmin: true, tv: 0 }) };
    },
    shoppers: async (howMany) => {
      const people = Array.from({ length: howMany }, () => {
        const _id = randomUUID();
        return { _id, email: `shopper-${_id}@example.ng`, token: keys.sign({ _id, isAdmin: false, tv: 0 }) };
      });
      await publish(
        'user.registered',
        people.map(({ _id, email }) =>
          createEnvelope('user', {
            type: 'user.registered',
            key: _id,
            data: { _id, username: `shopper${_id.slice(0, 8)}`, email, isAdmin: false },
          }),
        ),
      );
      const ids = people.map((who) => who._id);
      await waitFor(
        'order to know every shopper',
        async () =>
          (await count(pools.order, 'SELECT count(*) AS n FROM orders.users WHERE id = ANY($1)', ids)) ===
          howMany,
        60_000,
        100,
      );
      return people;
    },
    products: async (howMany) => {
      const products = Array.from({ length: howMany }, (_, i) =>
        productSnapshot({ name: `Product ${i + 1}`, price: 1000 + i * 250.5 }),
      );
      await publish(
        'catalog.product.upserted',
        products.map((product) =>
          createEnvelope('catalog', { type: 'catalog.product.upserted', key: product._id, data: product }),
        ),
      );
      const ids = products.map((product) => product._id);
      await waitFor(
        'cart and order to know every product',
        async () =>
          (await count(pools.cart, 'SELECT count(*) AS n FROM cart.products WHERE id = ANY($1)', ids)) ===
            howMany &&
          (await count(pools.order, 'SELECT count(*) AS n FROM orders.products WHERE id = ANY($1)', ids)) ===
            howMany,
        60_000,
        100,
      );
      return products;
    },
    call,
    checkout: async (who, lines, method) => {
      for (const [product, quantity] of lines) {
        const added = await call(cart.url, 'POST', '/api/cart/add', who, {
          productId: product._id,
          quantity,
        });
        if (added.status !== 200)
          throw new Error(`cart add answered ${added.status}: ${JSON.stringify(added.body)}`);
      }
      const answer = await call<CheckoutAnswer>(order.url, 'POST', '/api/orders/checkout', who, {
        shippingDetails: nigeria,
        paymentMethod: method,
      });
      if (answer.status !== 201)
        throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      await waitFor(
        'payment to expect the checkout',
        async () =>
          (
            await pools.payment.query('SELECT 1 FROM payment.expected_payments WHERE tx_ref = $1', [
              answer.body.payment.tx_ref,
            ])
          ).rowCount === 1,
        30_000,
        50,
      );
      return answer.body;
    },
    pay: (who, answer, method, scenario = 'success') => {
      const paid: PaidCheckout = {
        who,
        method,
        orderId: answer.order._id,
        txRef: answer.payment.tx_ref,
        transactionId: String((nextTransactionId += 1)),
        amount: answer.payment.amount,
        currency: answer.payment.currency,
      };
      scriptAt(paid, scenario);
      return paid;
    },
    retry: (earlier, scenario) => {
      const transactionId =
        earlier.method === 'paystack' ? earlier.transactionId : String((nextTransactionId += 1));
      const attempt = { ...earlier, transactionId };
      scriptAt(attempt, scenario);
      return attempt;
    },
    paidCheckouts: async (count) => {
      const who = await stack.shoppers(count);
      const [serum, soap] = await stack.products(2);
      const paid: PaidCheckout[] = [];
      for (const [i, person] of who.entries()) {
        const method: PaymentMethod = i % 2 === 0 ? 'flutterwave' : 'paystack';
        const lines: [ProductSnapshot, number][] = [
          [serum!, 2],
          [soap!, i + 1],
        ];
        paid.push(stack.pay(person, await stack.checkout(person, lines, method), method));
      }
      const txRefs = paid.map((payment) => payment.txRef);
      await waitFor(
        'payment to expect every checkout',
        async () =>
          (
            await pools.payment.query('SELECT 1 FROM payment.expected_payments WHERE tx_ref = ANY($1)', [
              txRefs,
            ])
          ).rowCount === paid.length,
        30_000,
        100,
      );
      return paid;
    },
    verify: (paid) =>
      call(order.url, 'POST', '/api/orders/verify', paid.who, {
        tx_ref: paid.txRef,
        transaction_id: paid.transactionId,
        paymentMethod: paid.method,
      }),
    webhook: async (paid) => {
      // Like the providers, the webhook's own amounts are not what payment relies on.
      const signed =
        paid.method === 'flutterwave'
          ? flutterwaveWebhook(
              {
                event: 'charge.completed',
                data: {
                  id: Number(paid.transactionId),
                  tx_ref: paid.txRef,
                  status: 'successful',
                  amount: paid.amount,
                },
              },
              secrets.flutterwaveHash,
            )
          : paystackWebhook(
              {
                event: 'charge.success',
                data: {
                  id: Number(paid.transactionId),
                  reference: paid.txRef,
                  status: 'success',
                  amount: koboOf(paid.amount.toFixed(2)),
                },
              },
              secrets.paystackSecretKey,
            );
      const response = await fetch(`${payment.url}/api/payments/webhooks/${paid.method}`, {
        method: 'POST',
        headers: signed.headers,
        body: new Uint8Array(signed.rawBody),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
    reconcile: () => payment.service.deps.reconciliation.runNow(),
    sweep: async () => {
      if (!orderInProcess) throw new Error('sweep needs an order instance in this process');
      await pools.order.query('UPDATE orders.orders SET sweep_at = now() WHERE NOT is_paid');
      await orderInProcess.service.deps.sweeper.runNow();
    },
    cartOf: async (who) => {
      const answer = await call<Cart>(cart.url, 'GET', '/api/cart', who);
      if (answer.status !== 200) throw new Error(`cart answered ${answer.status}`);
      return answer.body;
    },
    stop: async () => {
      await Promise.all(Object.values(pools).map((pool) => pool.end()));
      await orderProcess?.kill();
      await Promise.all([cart.stop(), payment.stop(), orderInProcess?.stop()]);
      await Promise.all([...buses].map((bus) => bus.stop()));
      await lagProbe.close();
      await orderDatabase.drop();
      await Promise.all([providers.stop(), smtp.stop(), catalog.stop()]);
      await kafka.stop();
    },
  };
  return stack;
}
