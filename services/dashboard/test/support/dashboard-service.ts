import { randomUUID } from 'node:crypto';
import {
  createEnvelope,
  topicContracts,
  type DashboardAnswer,
  type DashboardFeedItem,
  type DashboardFeedItemV2,
  type EventEnvelope,
  type OrderStatus,
  type Topic,
  type TopicData,
} from '@glow/contracts';
import type { InProcessBus, Pool } from '@glow/service-kit';
import { startServiceForTest, testPool, type ServiceUnderTest } from '@glow/testing';
import { defineDashboardService } from '../../src';

export interface Answer<T> {
  status: number;
  body: T;
}

export interface DashboardUnderTest {
  running: ServiceUnderTest;
  /** The service's own database, for what no route shows (the outbox). */
  pool: Pool;
  /** The moment the dashboard computes its figures for; tests move it. */
  clock: { now: Date };
  adminToken: string;
  shopperToken: string;
  get<T = DashboardAnswer>(token?: string): Promise<Answer<T>>;
  /** Publishes onto the service's bus; handled before it resolves. */
  publish(event: EventEnvelope): Promise<void>;
  /** The dashboard.feed.added events written to the outbox, oldest first. */
  feedEvents(): Promise<EventEnvelope<DashboardFeedItem>[]>;
  /** The dashboard.feed.added.v2 events written to the outbox, oldest first. */
  feedV2Events(): Promise<EventEnvelope<DashboardFeedItemV2>[]>;
  /** Events the dashboard group dead-lettered. */
  deadLetters(): { originalTopic: string }[];
  stop(): Promise<void>;
}

/** An event as its producer would have written it at `at`. */
export function eventAt<T extends Topic>(
  topic: T,
  key: string,
  data: TopicData<T>,
  at: string | number | Date,
) {
  const envelope = createEnvelope(topicContracts[topic].owner, { type: topic, key, data });
  return { ...envelope, occurredAt: new Date(at).toISOString() };
}

export interface OrderFacts {
  orderId: string;
  userId: string;
  totalAmount: number;
  items: { productId: string; quantity: number; unitPrice: number }[];
}

export function newOrder(changes: Partial<OrderFacts> = {}): OrderFacts {
  return {
    orderId: randomUUID(),
    userId: randomUUID(),
    totalAmount: 7000,
    items: [{ productId: randomUUID(), quantity: 1, unitPrice: 4500 }],
    ...changes,
  };
}

/** What the provider collected for an order, in the currency of payment. */
export interface Charge {
  amount: number;
  currency: string;
}

export const orderCreated = (
  order: OrderFacts,
  at: string | number | Date,
  charge: Charge = { amount: order.totalAmount, currency: 'NGN' },
) =>
  eventAt(
    'order.created',
    order.orderId,
    {
      ...order,
      currency: charge.currency,
      payment: {
        tx_ref: randomUUID(),
        method: 'paystack',
        ...charge,
        expiresAt: new Date(new Date(at).getTime() + 1_800_000).toISOString(),
      },
    },
    at,
  );

export const orderPaid = (
  order: OrderFacts,
  at: string | number | Date,
  // Not the NGN total: the dashboard counts the total, whatever the currency of payment.
  charge: Charge = { amount: 12.34, currency: 'USD' },
) =>
  eventAt(
    'order.paid',
    order.orderId,
    {
      orderId: order.orderId,
      userId: order.userId,
      ...charge,
      tx_ref: randomUUID(),
      items: order.items.map(({ productId, quantity }) => ({ productId, quantity })),
    },
    at,
  );

export const statusChanged = (
  order: OrderFacts,
  status: OrderStatus,
  previousStatus: OrderStatus | null,
  at: string | number | Date,
) =>
  eventAt(
    'order.status.changed',
    order.orderId,
    { orderId: order.orderId, userId: order.userId, status, previousStatus },
    at,
  );

export interface RefundCaseFacts {
  orderId: string;
  transactionId?: string;
  amount?: number;
  currency?: string;
}

export const refundOpened = (refundCase: RefundCaseFacts, at: string | number | Date) =>
  eventAt('order.refund.opened', refundCase.orderId, { ...refundCase, reason: 'charged twice' }, at);

/** `orderPaymentRefunded` false: a case for money the order never kept (a second charge, say). */
export const orderRefunded = (
  refundCase: Required<RefundCaseFacts>,
  at: string | number | Date,
  orderPaymentRefunded = false,
) =>
  eventAt(
    'order.refunded',
    refundCase.orderId,
    { ...refundCase, userId: randomUUID(), orderPaymentRefunded },
    at,
  );

export interface ReturnFacts {
  orderId: string;
  userId: string;
  number: number;
}

/** A return of one unit, as the order service announces each change of it (its current status). */
export const returnChanged = (
  goods: ReturnFacts,
  status: TopicData<'order.return.changed'>['status'],
  at: string | number | Date,
  sellable?: boolean,
) =>
  eventAt(
    'order.return.changed',
    goods.orderId,
    {
      ...goods,
      status,
      items: [{ productId: 'p-returned', quantity: 1 }],
      ...(sellable === undefined ? {} : { sellable }),
    },
    at,
  );

/** Dashboard on a fresh database with its in-process bus and a clock the test sets. */
export async function startDashboard(now = new Date()): Promise<DashboardUnderTest> {
  const clock = { now };
  const running = await startServiceForTest(defineDashboardService(() => clock.now));
  const pool = testPool(running.database!.url);

  return {
    running,
    pool,
    clock,
    adminToken: running.keys.sign({ _id: randomUUID(), isAdmin: true, tv: 0 }),
    shopperToken: running.keys.sign({ _id: randomUUID(), isAdmin: false, tv: 0 }),
    get: async <T>(token?: string) => {
      const response = await fetch(`${running.url}/api/dashboard`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    publish: (event) => running.bus.publish(event.type as Topic, [event]),
    feedEvents: async () => {
      const { rows } = await pool.query<{ envelope: EventEnvelope<DashboardFeedItem> }>(
        "SELECT envelope FROM dashboard.outbox WHERE topic = 'dashboard.feed.added' ORDER BY id",
      );
      return rows.map((row) => row.envelope);
    },
    feedV2Events: async () => {
      const { rows } = await pool.query<{ envelope: EventEnvelope<DashboardFeedItemV2> }>(
        "SELECT envelope FROM dashboard.outbox WHERE topic = 'dashboard.feed.added.v2' ORDER BY id",
      );
      return rows.map((row) => row.envelope);
    },
    deadLetters: () =>
      (running.bus as InProcessBus).deadLetters.filter((letter) => letter.group === 'dashboard'),
    stop: async () => {
      await pool.end();
      await running.stop();
    },
  };
}
