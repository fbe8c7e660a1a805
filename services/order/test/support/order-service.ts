import { randomUUID } from 'node:crypto';
import {
  createEnvelope,
  type CartItem,
  type CheckoutAnswer,
  type EventEnvelope,
  type InternalVerdictAnswer,
  type InternalVerifyAnswer,
  type Order,
  type PaymentMethod,
  type ShippingDetails,
  type Topic,
  type TopicData,
} from '@glow/contracts';
import type { InProcessBus, Pool } from '@glow/service-kit';
import {
  startServiceForTest,
  startSmtpSink,
  testPool,
  type ServiceUnderTest,
  type SmtpSink,
  type TestKeys,
  callJson,
  productSnapshot,
  type ProductSnapshot,
} from '@glow/testing';
import { orderService, type OrderDeps } from '../../src';
import { startUpstreamDoubles, type UpstreamDoubles } from './upstream-doubles';

export interface Person {
  _id: string;
  email: string;
  token: string;
}

export interface Answer<T> {
  status: number;
  body: T;
}

export type { ProductSnapshot } from '@glow/testing';

export const nigeria: ShippingDetails = {
  fullName: 'Ada Obi',
  address: '12 Allen Avenue',
  city: 'Ikeja',
  postalCode: '100001',
  country: 'Nigeria',
  phoneNumber: '+2348012345678',
};

export interface OrderUnderTest {
  running: ServiceUnderTest<OrderDeps>;
  deps: OrderDeps;
  pool: Pool;
  upstreams: UpstreamDoubles;
  smtp: SmtpSink;
  /** A signed-in shopper whose email order knows (user.registered handled). */
  shopper(): Promise<Person>;
  admin(): Person;
  call<T>(
    method: string,
    path: string,
    who?: Person,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
  upsertProduct(changes?: Partial<ProductSnapshot>): Promise<ProductSnapshot>;
  /** Puts these lines in the shopper's server cart (the cart double); a shade names a variant's line. */
  fillCart(who: Person, lines: CartLineOf[]): void;
  /** Fills the cart and checks out; fails unless it answers 201. */
  checkout(who: Person, lines: CartLineOf[], body?: Record<string, unknown>): Promise<CheckoutAnswer>;
  publish(topic: Topic, event: EventEnvelope): Promise<void>;
  /** payment.succeeded for the order's full amount, handled before it resolves. */
  pay(order: Order): Promise<void>;
  outbox<T extends Topic>(topic: T, orderId?: string): Promise<EventEnvelope<TopicData<T>>[]>;
  deadLetters(): unknown[];
  stop(): Promise<void>;
}

export { nextTimestamp, productSnapshot, shadedProductSnapshot } from '@glow/testing';

/** A line of the shopper's cart: the product, its quantity, and for a product sold in shades, the shade. */
export type CartLineOf = [product: ProductSnapshot, quantity: number, shade?: string];

/** The line as cart answers it: a shade's line shows that variant's price and pictures, and names it. */
function cartLine([product, quantity, shade]: CartLineOf): CartItem {
  const shown = { ...product, discountPrice: product.discountPrice ?? null };
  if (shade === undefined) return { product: shown, quantity };
  const variant = product.variants!.find((each) => each.options.Shade === shade)!;
  return {
    product: {
      ...shown,
      price: variant.price,
      discountPrice: variant.discountPrice,
      images: variant.images.length > 0 ? variant.images : product.images,
    },
    quantity,
    variant: { _id: variant._id, sku: variant.sku, options: variant.options },
  };
}

export const productEvent = (product: ProductSnapshot) =>
  createEnvelope('catalog', { type: 'catalog.product.upserted', key: product._id, data: product });

/** The event payment writes for a verdict it answered (none for pending, replayed or unknown references). */
async function announcementOf(
  pool: Pool,
  txRef: string,
  verdict: InternalVerifyAnswer | InternalVerdictAnswer,
): Promise<EventEnvelope | undefined> {
  const { rows } = await pool.query<{ id: string; method: PaymentMethod; amount: string; currency: string }>(
    `SELECT id, payment_method AS method, payment_amount::text AS amount, payment_currency AS currency
       FROM orders.orders WHERE tx_ref = $1`,
    [txRef],
  );
  const order = rows[0];
  if (!order || verdict.status === 'none' || verdict.status === 'pending') return undefined;
  const paid = 'amount' in verdict ? verdict : { amount: undefined, currency: undefined };
  const reason = verdict.reason ?? (verdict.status === 'succeeded' ? '' : 'refund: rejected');
  if (reason.startsWith('replayed:')) return undefined;
  const transaction = {
    tx_ref: txRef,
    provider: order.method,
    transactionId: verdict.transactionId ?? `tx-${order.id}`,
  };
  // A success took what the order asked (payment checks it); a refund names what was taken, when said.
  if (verdict.status === 'succeeded') {
    const data = {
      ...transaction,
      amount: paid.amount ?? Number(order.amount),
      currency: paid.currency ?? order.currency,
    };
    return createEnvelope('payment', { type: 'payment.succeeded', key: order.id, data });
  }
  const taken = paid.amount === undefined ? {} : { amount: paid.amount, currency: paid.currency };
  const data = reason.startsWith('refund:')
    ? { ...transaction, ...taken, reason }
    : { ...transaction, reason };
  return createEnvelope('payment', { type: 'payment.failed', key: order.id, data });
}

export async function startOrder(
  env: Record<string, string> = {},
  options: { keys?: TestKeys } = {},
): Promise<OrderUnderTest> {
  const upstreams = await startUpstreamDoubles();
  const smtp = await startSmtpSink();
  const running = await startServiceForTest(orderService, {
    ...options,
    env: {
      CART_SERVICE_URL: upstreams.url,
      CATALOG_SERVICE_URL: upstreams.url,
      PAYMENT_SERVICE_URL: upstreams.url,
      UPSTREAM_TIMEOUT_MS: '1000',
      SMTP_URL: smtp.url,
      // Tests run the jobs themselves (runNow), with no age limits.
      ORDER_EXPIRY_INTERVAL_MS: '3600000',
      ORDER_SWEEP_INTERVAL_MS: '3600000',
      ORDER_SWEEP_MIN_AGE_MS: '0',
      ORDER_ABANDONED_CHECKOUT_MS: '3600000',
      DEFAULT_SHIPPING_PRICE: '2500',
      // Tests place orders and call verify in bursts; test/shopper-limits.test.ts sets the limits it checks.
      // A first-time buyer's shorter window is checked by unpaid-holds.test.ts alone.
      ORDER_FIRST_ORDER_PAYMENT_WINDOW_MINUTES: '30',
      // Every test shopper calls from 127.0.0.1: one network address.
      ORDER_MAX_UNPAID_UNITS_PER_ADDRESS: '1000000',
      CHECKOUT_RATE_LIMIT_PER_USER: '10000',
      VERIFY_RATE_LIMIT_PER_USER: '10000',
      ...env,
    },
  });
  const pool = testPool(running.database!.url);
  const publish = (topic: Topic, event: EventEnvelope) => running.bus.publish(topic, [event]);
  const sign = (_id: string, isAdmin: boolean) => running.keys.sign({ _id, isAdmin, tv: 0 });

  // Cart's double hears order.paid as cart does: the order's lines have left the cart.
  await running.bus.subscribe({
    group: 'cart',
    topics: ['order.paid'],
    handler: async (event) => {
      if (upstreams.cartHearsOrderPaid)
        upstreams.paidOrdersApplied.add((event.data as TopicData<'order.paid'>).orderId);
    },
  });
  // Payment's double announces its verdicts on the order's bus, as payment's outbox does.
  upstreams.announce = async (txRef, verdict) => {
    const event = await announcementOf(pool, txRef, verdict);
    if (event) await publish(event.type as Topic, event);
  };

  const call = <T>(
    method: string,
    path: string,
    who?: Person,
    body?: unknown,
    headers?: Record<string, string>,
  ) => callJson<T>(running.url, method, path, who, body, headers);

  const fillCart = (who: Person, lines: CartLineOf[]) =>
    upstreams.carts.set(`Bearer ${who.token}`, lines.map(cartLine));

  return {
    running,
    deps: running.service.deps,
    pool,
    upstreams,
    smtp,
    call,
    publish,
    pay: (order) =>
      publish(
        'payment.succeeded',
        createEnvelope('payment', {
          type: 'payment.succeeded',
          key: order._id,
          data: {
            tx_ref: order.paymentInfo.tx_ref,
            provider: order.paymentInfo.method,
            transactionId: `tx-${order._id}`,
            amount: order.paymentInfo.amount,
            currency: order.paymentInfo.currency,
          },
        }),
      ),
    fillCart,
    shopper: async () => {
      const _id = randomUUID();
      const email = `shopper-${_id.slice(0, 8)}@example.com`;
      await publish(
        'user.registered',
        createEnvelope('user', {
          type: 'user.registered',
          key: _id,
          data: { _id, username: `shopper${_id.slice(0, 6)}`, email, isAdmin: false },
        }),
      );
      return { _id, email, token: sign(_id, false) };
    },
    admin: () => {
      const _id = randomUUID();
      return { _id, email: 'admin@example.com', token: sign(_id, true) };
    },
    upsertProduct: async (changes) => {
      const product = productSnapshot(changes);
      await publish('catalog.product.upserted', productEvent(product));
      return product;
    },
    checkout: async (who, lines, body = {}) => {
      fillCart(who, lines);
      const answer = await call<CheckoutAnswer>('POST', '/api/orders/checkout', who, {
        shippingDetails: nigeria,
        paymentMethod: 'flutterwave',
        ...body,
      });
      if (answer.status !== 201)
        throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
    outbox: async (topic, orderId) => {
      const { rows } = await pool.query<{ envelope: EventEnvelope<TopicData<typeof topic>> }>(
        `SELECT envelope FROM orders.outbox WHERE topic = $1 AND ($2::text IS NULL OR event_key = $2) ORDER BY id`,
        [topic, orderId ?? null],
      );
      return rows.map((row) => row.envelope);
    },
    deadLetters: () => (running.bus as InProcessBus).deadLetters.filter((letter) => letter.group === 'order'),
    stop: async () => {
      await pool.end();
      await running.stop();
      await upstreams.stop();
      await smtp.stop();
    },
  };
}
