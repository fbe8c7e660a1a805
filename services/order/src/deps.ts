import { createMailer, createRateLimits, MailJobs, type RateLimits } from '@glow/service-kit';
import type { ServiceUrl } from './clients/service-call';
import { createUpstreams, type UpstreamName, type Upstreams } from './clients/upstreams';
import type { OrderContext } from './config';
import { OrderBook } from './domain/order-book';
import { PaidCart } from './domain/paid-cart';
import { PaymentVerdicts } from './domain/payment-verdicts';
import { ShippingPrice } from './domain/shipping-price';
import { AbandonedCheckouts } from './jobs/abandoned-checkouts';
import { OrderExpiry } from './jobs/order-expiry';
import { PaymentSweeper } from './jobs/payment-sweeper';

/** Finds another service's URL when no *_SERVICE_URL is set (the embedded runner knows them only once started). */
export type ServiceUrls = (name: UpstreamName) => string | undefined;

/** What order's hooks get from the kit: built once per running service. */
export interface OrderDeps {
  /** The durable confirmation-mail queue; `attach` starts it. */
  mail: MailJobs;
  upstreams: Upstreams;
  verdicts: PaymentVerdicts;
  shippingPrice: ShippingPrice;
  orders: OrderBook;
  /** Marks unpaid orders past their window expired; `attach` starts it. */
  expiry: OrderExpiry;
  /** Asks payment to announce again the verdicts order missed; `attach` starts it. */
  sweeper: PaymentSweeper;
  /** Gives back units held by checkouts that never saved their order; `attach` starts it. */
  abandonedCheckouts: AbandonedCheckouts;
  /** Per-shopper limits on checkout and verify: in Redis when REDIS_URL is set, else in memory. */
  limits: RateLimits;
  /** Keeps a checkout from paying again for lines of a paid order cart has not taken out yet. */
  paidCart: PaidCart;
}

export function createOrderDeps(ctx: OrderContext, serviceUrls?: ServiceUrls): OrderDeps {
  const { config, logger, db } = ctx;
  const urlOf =
    (name: UpstreamName, configured: string | undefined): ServiceUrl =>
    () =>
      configured ?? serviceUrls?.(name);
  const mail = new MailJobs(db.pool, ctx.schema, createMailer(config, logger), config, logger);
  const upstreams = createUpstreams(
    {
      cart: urlOf('cart', config.CART_SERVICE_URL),
      catalog: urlOf('catalog', config.CATALOG_SERVICE_URL),
      payment: urlOf('payment', config.PAYMENT_SERVICE_URL),
    },
    config.UPSTREAM_TIMEOUT_MS,
    urlOf('catalog', config.CATALOG_INTERNAL_URL ?? config.CATALOG_SERVICE_URL),
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

export async function disposeOrderDeps(deps: OrderDeps): Promise<void> {
  await deps.expiry.stop();
  await deps.sweeper.stop();
  await deps.abandonedCheckouts.stop();
  await deps.mail.stop();
  await deps.limits.close();
}
