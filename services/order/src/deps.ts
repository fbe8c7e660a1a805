import { createMailer, createRateLimits, MailJobs, type RateLimits } from '@glow/service-kit';
import { createUpstreams, type Upstreams } from './clients/upstreams';
import type { OrderContext } from './config';
import { OrderBook } from './domain/order-book';
import { PaidCart } from './domain/paid-cart';
import { PaymentVerdicts } from './domain/payment-verdicts';
import { ShippingPrice } from './domain/shipping-price';
import { AbandonedCheckouts } from './jobs/abandoned-checkouts';
import { OrderExpiry } from './jobs/order-expiry';
import { PaymentSweeper } from './jobs/payment-sweeper';

/** What order's hooks get from the kit: built once per running service. */
export interface OrderDeps {
  /** The durable confirmation-mail queue; a worker. */
  mail: MailJobs;
  upstreams: Upstreams;
  verdicts: PaymentVerdicts;
  shippingPrice: ShippingPrice;
  orders: OrderBook;
  /** Marks unpaid orders past their window expired; a worker. */
  expiry: OrderExpiry;
  /** Asks payment to announce again the verdicts order missed; a worker. */
  sweeper: PaymentSweeper;
  /** Gives back units held by checkouts that never saved their order; a worker. */
  abandonedCheckouts: AbandonedCheckouts;
  /** Per-shopper limits on checkout and verify: in Redis when REDIS_URL is set, else in memory. */
  limits: RateLimits;
  /** Keeps a checkout from paying again for lines of a paid order cart has not taken out yet. */
  paidCart: PaidCart;
}

export function createOrderDeps(ctx: OrderContext): OrderDeps {
  const { config, logger, db } = ctx;
  const mail = new MailJobs(db.pool, ctx.schema, createMailer(config, logger), config, logger);
  const upstreams = createUpstreams(
    {
      cart: config.CART_SERVICE_URL,
      catalog: config.CATALOG_SERVICE_URL,
      payment: config.PAYMENT_SERVICE_URL,
    },
    config.UPSTREAM_TIMEOUT_MS,
    config.CATALOG_INTERNAL_URL ?? config.CATALOG_SERVICE_URL,
  );
  const verdicts = new PaymentVerdicts({ outbox: ctx.outbox, mail, shopUrl: config.SHOP_URL, logger });
  const paidCart = new PaidCart({ db, upstreams });
  return {
    paidCart,
    mail,
    upstreams,
    verdicts,
    sweeper: new PaymentSweeper(
      { db, upstreams, logger },
      { intervalMs: config.ORDER_SWEEP_INTERVAL_MS, minAgeMs: config.ORDER_SWEEP_MIN_AGE_MS },
    ),
    abandonedCheckouts: new AbandonedCheckouts(db, ctx.outbox, config.ORDER_ABANDONED_CHECKOUT_MS, logger),
    limits: createRateLimits(
      { REDIS_URL: config.REDIS_URL, RATE_LIMIT_PREFIX: config.RATE_LIMIT_PREFIX },
      logger,
    ),
    shippingPrice: new ShippingPrice(db, ctx.outbox, config.DEFAULT_SHIPPING_PRICE),
    orders: new OrderBook(db, ctx.outbox),
    expiry: new OrderExpiry(
      db,
      ctx.outbox,
      { intervalMs: config.ORDER_EXPIRY_INTERVAL_MS, graceMinutes: config.ORDER_EXPIRY_GRACE_MINUTES },
      logger,
    ),
  };
}

/** On stop, once the server drained and the workers stopped: the limiters' Redis connection. */
export async function disposeOrderDeps(deps: OrderDeps): Promise<void> {
  await deps.limits.close();
}
