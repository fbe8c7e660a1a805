import { blankAsAbsent, mailConfigSchema, type BaseConfig, type ServiceContext } from '@glow/service-kit';
import { z } from 'zod';

const url = blankAsAbsent(z.url({ protocol: /^https?$/ }));

/** Order's settings beyond the kit's base ones. */
export const orderConfigSchema = z
  .object({
    CART_SERVICE_URL: url.describe(
      "Where checkout reads the shopper's cart (`GET /api/cart`). Unset: those calls answer 503.",
    ),
    CATALOG_SERVICE_URL: url.describe(
      'Where checkout reads fresh exchange rates (`GET /api/exchange-rates`). Unset: those calls answer 503.',
    ),
    CATALOG_INTERNAL_URL: url.describe(
      "Where checkout holds stock (`/internal/stock/…`, catalog's `INTERNAL_PORT`). Unset: `CATALOG_SERVICE_URL`.",
    ),
    PAYMENT_SERVICE_URL: url.describe(
      "Where verify, the sweeper and refunds reach payment's `/internal/payments/…` routes (its `INTERNAL_PORT`). Unset: those calls answer 503.",
    ),
    UPSTREAM_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(60_000)
      .default(8_000)
      .describe('How long a call to another service may take before order gives up (503).'),
    ORDER_VERIFY_EVENT_WAIT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(30_000)
      .default(3_000)
      .describe(
        "How long the shopper's verify waits for payment's event once payment confirmed the money, then answers 202 (the order page follows live). Covers the relay and the consumer's usual lag.",
      ),
    DEFAULT_SHIPPING_PRICE: z.coerce
      .number()
      .min(0)
      .default(2500)
      .describe('The shipping price in NGN until an admin sets one.'),
    ORDER_PAYMENT_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(30)
      .describe('How long an order waits for its payment before it is marked expired.'),
    ORDER_EXPIRY_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(60_000)
      .describe('How often the expiry job looks for orders whose window closed.'),
    ORDER_EXPIRY_GRACE_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(10)
      .describe("Minutes after an order's window closes before it expires and its units go back on sale."),
    ORDER_SWEEP_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(60_000)
      .describe('How often the payment sweeper asks payment about unpaid orders that are due a look.'),
    ORDER_SWEEP_MIN_AGE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(120_000)
      .describe('Unpaid orders younger than this are left to the browser, webhooks and events.'),
    ORDER_ABANDONED_CHECKOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(60_000)
      .describe(
        'How often abandoned checkouts (units held, no order saved) are looked for, so their units go back.',
      ),
    ORDER_FIRST_ORDER_PAYMENT_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(15)
      .describe('The payment window of a shopper who has never paid for an order (a shorter hold on stock).'),
    ORDER_MAX_UNPAID_UNITS_PER_PRODUCT: z.coerce
      .number()
      .int()
      .min(1)
      .default(10)
      .describe(
        'Units of one product one shopper may hold unpaid; a checkout beyond it answers 409 (services/order/README.md, "Stock that cannot be held hostage").',
      ),
    ORDER_MAX_UNPAID_UNITS: z.coerce
      .number()
      .int()
      .min(1)
      .default(30)
      .describe('Units in all one shopper may hold unpaid.'),
    ORDER_MAX_UNPAID_UNITS_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(1)
      .default(40)
      .describe(
        "Units of one product other shoppers' unpaid orders from one network address may hold; beyond it: 429.",
      ),
    CHECKOUT_RATE_LIMIT_PER_USER: z.coerce
      .number()
      .int()
      .min(1)
      .default(10)
      .describe('Checkouts per shopper per `ORDER_RATE_LIMIT_WINDOW_MS`.'),
    VERIFY_RATE_LIMIT_PER_USER: z.coerce
      .number()
      .int()
      .min(1)
      .default(30)
      .describe('Verify calls per shopper per `ORDER_RATE_LIMIT_WINDOW_MS`.'),
    ORDER_RATE_LIMIT_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .default(60_000)
      .describe("The checkout and verify limits' window."),
    RATE_LIMIT_PREFIX: z
      .string()
      .default('glow:order:rl:')
      .describe("Keeps order's limiter counters apart from other services' in a shared Redis."),
    ORDER_TRANSIT_TIME: z
      .string()
      .min(1)
      .default('3-5 business days')
      .describe('Shown on every order and in the confirmation mail.'),
    SHOP_URL: z
      .url({ protocol: /^https?$/ })
      .default('http://127.0.0.1:8080')
      .describe("The shop's public address, for the order link in the confirmation mail."),
  })
  .extend(mailConfigSchema.shape);

export type OrderConfig = z.infer<typeof orderConfigSchema> & BaseConfig;

export type OrderContext = ServiceContext<OrderConfig>;
