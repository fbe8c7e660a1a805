import type { Express } from 'express';
import type { OrderContext } from '../config';
import type { OrderDeps } from '../deps';
import { orderApi, orderRoutes } from './order-routes';
import { returnApi, returnRoutes } from './return-routes';
import { shippingPriceApi, shippingPriceRoutes } from './shipping-price-routes';
import { shopperLimits } from './shopper-limits';

export const api = [...shippingPriceApi, ...orderApi, ...returnApi];

export function routes(app: Express, ctx: OrderContext, deps: OrderDeps): void {
  const { db, outbox, config } = ctx;
  shippingPriceRoutes(app, ctx.auth, deps.shippingPrice);
  orderRoutes(app, ctx.auth, {
    orders: deps.orders,
    checkout: {
      db,
      outbox,
      upstreams: deps.upstreams,
      shippingPrice: deps.shippingPrice,
      paymentWindowMinutes: config.ORDER_PAYMENT_WINDOW_MINUTES,
      firstOrderWindowMinutes: config.ORDER_FIRST_ORDER_PAYMENT_WINDOW_MINUTES,
      holdLimits: {
        perProduct: config.ORDER_MAX_UNPAID_UNITS_PER_PRODUCT,
        total: config.ORDER_MAX_UNPAID_UNITS,
        perAddressPerProduct: config.ORDER_MAX_UNPAID_UNITS_PER_ADDRESS,
      },
      transitTime: config.ORDER_TRANSIT_TIME,
      paidCart: deps.paidCart,
    },
    verify: {
      db,
      upstreams: deps.upstreams,
      eventWaitMs: config.ORDER_VERIFY_EVENT_WAIT_MS,
    },
    refund: { db, outbox, upstreams: deps.upstreams },
    limits: shopperLimits(deps.limits, config),
  });
  returnRoutes(app, ctx.auth, {
    db,
    outbox,
    upstreams: deps.upstreams,
    mail: deps.mail,
    shopUrl: config.SHOP_URL,
  });
}
