import { createMailer, MailJobs } from '@glow/service-kit';
import type { ServiceUrl } from './clients/service-call';
import { createUpstreams, type UpstreamName, type Upstreams } from './clients/upstreams';
import type { OrderContext } from './config';
import { OrderBook } from './domain/order-book';
import { PaymentSettlement } from './domain/payment-settlement';
import { ShippingPrice } from './domain/shipping-price';
import { OrderExpiry } from './jobs/order-expiry';

/** Finds another service's URL when no *_SERVICE_URL is set (the embedded runner knows them only once started). */
export type ServiceUrls = (name: UpstreamName) => string | undefined;

/** What order's hooks get from the kit: built once per running service. */
export interface OrderDeps {
  /** The durable confirmation-mail queue; `attach` starts it. */
  mail: MailJobs;
  upstreams: Upstreams;
  settlement: PaymentSettlement;
  shippingPrice: ShippingPrice;
  orders: OrderBook;
  /** Marks unpaid orders past their window expired; `attach` starts it. */
  expiry: OrderExpiry;
}

export function createOrderDeps(ctx: OrderContext, serviceUrls?: ServiceUrls): OrderDeps {
  const { config, logger, db } = ctx;
  const urlOf =
    (name: UpstreamName, configured: string | undefined): ServiceUrl =>
    () =>
      configured ?? serviceUrls?.(name);
  const mail = new MailJobs(db.pool, ctx.schema, createMailer(config, logger), config, logger);
  return {
    mail,
    upstreams: createUpstreams(
      {
        cart: urlOf('cart', config.CART_SERVICE_URL),
        catalog: urlOf('catalog', config.CATALOG_SERVICE_URL),
        payment: urlOf('payment', config.PAYMENT_SERVICE_URL),
      },
      config.UPSTREAM_TIMEOUT_MS,
    ),
    settlement: new PaymentSettlement({ outbox: ctx.outbox, mail, shopUrl: config.SHOP_URL, logger }),
    shippingPrice: new ShippingPrice(db.pool, config.DEFAULT_SHIPPING_PRICE),
    orders: new OrderBook(db, ctx.outbox),
    expiry: new OrderExpiry(db.pool, config.ORDER_EXPIRY_INTERVAL_MS, logger),
  };
}

export async function disposeOrderDeps({ mail, expiry }: OrderDeps): Promise<void> {
  await expiry.stop();
  await mail.stop();
}
