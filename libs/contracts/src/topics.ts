import { z } from 'zod';

const id = z.string().min(1);
const isoDate = z.string().datetime({ offset: true });
const money = z.number().nonnegative();

export const imageSchema = z.object({ url: z.string().min(1), public_id: z.string() });

const variantChoiceSchema = z.record(z.string().min(1), z.string().min(1));

/** How a line names the variant it holds (a product with options); absent: the product's default variant. */
export const variantRefSchema = z.object({ _id: id, sku: z.string().min(1), options: variantChoiceSchema });

const productOptionSchema = z.object({
  name: z.string().min(1),
  values: z.array(z.object({ value: z.string().min(1), swatch: z.string().optional() })).min(1),
});

const productVariantSchema = z.object({
  _id: id,
  sku: z.string().min(1),
  options: variantChoiceSchema,
  price: money,
  discountPrice: money.nullable(),
  /** Units left to sell; null when not tracked. */
  stock: z.number().int().nonnegative().nullable(),
  images: z.array(imageSchema),
});

export const productSnapshotSchema = z.object({
  _id: id,
  name: z.string().min(1),
  description: z.string(),
  price: money,
  discountPrice: money.nullable().optional(),
  images: z.array(imageSchema),
  category: z.object({ _id: id, name: z.string() }).nullable(),
  /** Units left to sell; read it with `stockTracked` (an untracked product says 0 here, as before). */
  stock: z.number().int().nonnegative(),
  /** True when the catalog counts this product's stock (absent from older producers: not tracked). */
  stockTracked: z.boolean().optional(),
  averageRating: z.number().min(0).max(5),
  numReviews: z.number().int().nonnegative(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** The product's options (absent from older producers: none). */
  options: z.array(productOptionSchema).optional(),
  /** Every variant sold (absent from older producers: one, the product itself). */
  variants: z.array(productVariantSchema).optional(),
});

/** A line of an order's units: `variant` absent for a product without options (and from older producers). */
const unitsLine = z.object({
  productId: id,
  quantity: z.number().int().positive(),
  variant: variantRefSchema.optional(),
});

const userSchema = z.object({
  _id: id,
  username: z.string().min(1),
  email: z.string().email(),
  isAdmin: z.boolean(),
});

const reviewSchema = z.object({
  _id: id,
  user: z.object({ _id: id, username: z.string() }),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: isoDate,
});

const orderStatus = z.enum([
  'Pending',
  'Processing',
  'Shipped',
  'Out for Delivery',
  'Delivered',
  'Cancelled',
]);

/** One line of the admin dashboard's live feed: a paid order (NGN) or a shopper's contact message. */
export const dashboardFeedItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('order'),
    id,
    orderId: id,
    /** The order's total in NGN (what order recorded at checkout). */
    amount: money,
    at: isoDate,
  }),
  z.object({ kind: z.literal('message'), id, name: z.string(), subject: z.string(), at: isoDate }),
]);

/**
 * Version 2 of a feed line: version 1's kinds plus a refund case the order service opened. A new
 * kind is a new topic version (`dashboard.feed.added.v2`), since a consumer of version 1 rejects
 * a kind it does not know.
 */
export const dashboardFeedItemV2Schema = z.discriminatedUnion('kind', [
  ...dashboardFeedItemSchema.options,
  z.object({
    kind: z.literal('refund'),
    id,
    orderId: id,
    /** What is owed back, in `currency`, when the order service knew it. */
    amount: money.optional(),
    currency: z.string().length(3).optional(),
    at: isoDate,
  }),
]);

/**
 * What an admin changed (money, orders, stock, prices, users, roles), recorded by the service that
 * made the change in the change's own transaction. `action` and `subject.type` are open words
 * (`adminActionNames` lists today's), so a new kind of admin action is not a new topic. `before`
 * and `after` hold the fields the action changed, as the service shows them.
 */
export const adminActionSchema = z.object({
  /** The admin's user id and sign-in session (the token's `_id` and `sid`). */
  actor: z.object({ userId: id, sessionId: id.optional() }),
  /** The gateway's `x-request-id` of the request that made the change. */
  requestId: z.string().min(1).max(128).optional(),
  action: z
    .string()
    .max(64)
    .regex(/^[a-z][a-z-]*(\.[a-z][a-z-]*)+$/),
  subject: z.object({ type: z.string().min(1).max(64), id }),
  before: z.record(z.string(), z.unknown()).optional(),
  after: z.record(z.string(), z.unknown()).optional(),
  at: isoDate,
});

/** The services that publish events: an envelope's `source` names one of them. */
export type Producer = 'user' | 'catalog' | 'order' | 'payment' | 'messaging' | 'dashboard';

/**
 * One topic's contract: the only service that may publish it, and the version of its payload schema
 * producers write now (the envelope's `version`). A version may only add optional fields to the one
 * before; every earlier version's fixtures (`libs/contracts/fixtures/<topic>/v<N>.json`) must still
 * pass `schema`. Anything else is a new topic (`<topic>.v2`): docs/architecture.md, "Topics".
 */
export interface TopicContract<S extends z.ZodType = z.ZodType> {
  owner: Producer;
  version: number;
  schema: S;
}

function topic<S extends z.ZodType>(owner: Producer, version: number, schema: S): TopicContract<S> {
  return { owner, version, schema };
}

/** The topic registry, the single source producers and consumers validate against. */
export const topicContracts = {
  'user.registered': topic('user', 1, userSchema),
  'user.updated': topic('user', 1, userSchema.extend({ tokenVersion: z.number().int().nonnegative() })),
  'user.deleted': topic('user', 1, z.object({ _id: id })),
  /** One sign-in session ended (logout, refresh-token reuse): access tokens carrying its `sid` are refused. */
  'user.session.revoked': topic('user', 1, z.object({ userId: id, sessionId: id, revokedAt: isoDate })),
  'catalog.product.upserted': topic('catalog', 3, productSnapshotSchema),
  'catalog.product.deleted': topic('catalog', 1, z.object({ _id: id })),
  'catalog.review.changed': topic(
    'catalog',
    1,
    z.object({
      action: z.enum(['added', 'updated', 'deleted']),
      productId: id,
      review: reviewSchema,
      averageRating: z.number().min(0).max(5),
      numReviews: z.number().int().nonnegative(),
    }),
  ),
  'order.created': topic(
    'order',
    2,
    z.object({
      orderId: id,
      userId: id,
      /** NGN. */
      totalAmount: money,
      currency: z.string().length(3),
      items: z.array(unitsLine.extend({ unitPrice: money })),
      /** What the provider must collect for this order: payment learns its orders from here. */
      payment: z.object({
        tx_ref: z.string().min(1),
        method: z.enum(['flutterwave', 'paystack']),
        amount: money,
        currency: z.string().length(3),
        expiresAt: isoDate,
      }),
    }),
  ),
  'order.paid': topic(
    'order',
    2,
    z.object({
      orderId: id,
      userId: id,
      amount: money,
      currency: z.string().length(3),
      tx_ref: z.string(),
      items: z.array(unitsLine),
    }),
  ),
  /**
   * The units an order held are for sale again: its window closed unpaid, its payment was rejected, it
   * was cancelled or refunded before shipping. `hold` numbers the order's holds (1 at checkout, one
   * more each time a late payment takes the units again), so a release never frees a newer hold.
   */
  'order.stock.released': topic(
    'order',
    2,
    z.object({
      orderId: id,
      hold: z.number().int().positive(),
      reason: z.enum(['expired', 'payment-rejected', 'cancelled', 'refunded', 'abandoned']),
      items: z.array(unitsLine),
    }),
  ),
  /**
   * Some of an order's units are for sale again while the rest stay sold: lines refunded before
   * shipping, or goods returned that can be sold again. The catalog takes them off the order's `hold`
   * (a hold released since gave them back already, so they are not given twice).
   */
  'order.stock.returned': topic(
    'order',
    2,
    z.object({
      orderId: id,
      hold: z.number().int().positive(),
      reason: z.enum(['refunded', 'returned']),
      items: z.array(unitsLine).min(1),
    }),
  ),
  /**
   * Goods of a shipped order the buyer sends back: recorded (`requested`), received by the shop
   * (`received`; `sellable` says whether the units went back on sale), or `withdrawn`.
   */
  'order.return.changed': topic(
    'order',
    2,
    z.object({
      orderId: id,
      userId: id,
      number: z.number().int().positive(),
      status: z.enum(['requested', 'received', 'withdrawn']),
      items: z.array(unitsLine).min(1),
      sellable: z.boolean().optional(),
    }),
  ),
  /** Money the provider took for an order is owed back: a refund case opened (admins act on it). */
  'order.refund.opened': topic(
    'order',
    1,
    z.object({
      orderId: id,
      transactionId: z.string().optional(),
      amount: money.optional(),
      currency: z.string().length(3).optional(),
      reason: z.string(),
    }),
  ),
  /** Money was given back to the buyer of an order (the provider confirmed it), in `currency`. */
  'order.refunded': topic(
    'order',
    1,
    z.object({
      orderId: id,
      userId: id,
      transactionId: z.string().min(1),
      amount: money,
      currency: z.string().length(3),
      /** True when the order's own payment was given back, in whole or in part (not only an extra charge). */
      orderPaymentRefunded: z.boolean(),
    }),
  ),
  'order.status.changed': topic(
    'order',
    1,
    z.object({
      orderId: id,
      userId: id,
      status: orderStatus,
      previousStatus: orderStatus.nullable(),
    }),
  ),
  'payment.succeeded': topic(
    'payment',
    1,
    z.object({
      tx_ref: z.string().min(1),
      provider: z.enum(['flutterwave', 'paystack']),
      transactionId: z.string(),
      amount: money,
      currency: z.string().length(3),
    }),
  ),
  /**
   * `reason` `declined`: an attempt that moved no money (the shopper may try again under the same
   * reference). A reason starting `refund:` is final: money was taken that the order cannot accept.
   */
  'payment.failed': topic(
    'payment',
    2,
    z.object({
      tx_ref: z.string().min(1),
      provider: z.enum(['flutterwave', 'paystack']),
      reason: z.string(),
      transactionId: z.string().optional(),
      /** What the provider took, when a `refund:` reason says money was taken. */
      amount: money.optional(),
      currency: z.string().length(3).optional(),
    }),
  ),
  /** A success beyond the one a reference settled with (the shopper paid twice): the money is owed back. */
  'payment.refund.due': topic(
    'payment',
    1,
    z.object({
      tx_ref: z.string().min(1),
      provider: z.enum(['flutterwave', 'paystack']),
      transactionId: z.string().min(1),
      amount: money,
      currency: z.string().length(3),
      reason: z.string(),
    }),
  ),
  /** The provider confirmed money given back for one of a reference's transactions. */
  'payment.refunded': topic(
    'payment',
    2,
    z.object({
      tx_ref: z.string().min(1),
      provider: z.enum(['flutterwave', 'paystack']),
      transactionId: z.string().min(1),
      refundId: z.string().min(1),
      amount: money,
      currency: z.string().length(3),
      /** The part this refund is (`InternalRefundRequest.refundKey`); absent for a refund of the whole transaction. */
      refundKey: z.string().min(1).optional(),
    }),
  ),
  'message.sent': topic(
    'messaging',
    1,
    z.object({
      _id: id,
      user: id,
      message: z.string().min(1),
      fromAdmin: z.boolean(),
      createdAt: isoDate,
      seq: z.number().int().positive(),
    }),
  ),
  'inbox.unread.changed': topic(
    'messaging',
    1,
    z.object({
      userId: id,
      count: z.number().int().nonnegative(),
      through: z.number().int().nonnegative(),
    }),
  ),
  /** A shopper's contact form was stored (messaging): the admin dashboard's feed shows it. */
  'contact.received': topic(
    'messaging',
    1,
    z.object({
      _id: id,
      name: z.string().min(1),
      email: z.string().email(),
      subject: z.string(),
      createdAt: isoDate,
    }),
  ),
  /** An admin changed a user: role, email, name, or deleted the account (`adminActionSchema`). */
  'user.admin-action.recorded': topic('user', 1, adminActionSchema),
  /** An admin changed the catalogue: a product (price, discount, stock) or a review (`adminActionSchema`). */
  'catalog.admin-action.recorded': topic('catalog', 1, adminActionSchema),
  /** An admin changed an order (status, refund) or the shipping price (`adminActionSchema`). */
  'order.admin-action.recorded': topic('order', 1, adminActionSchema),
  /** The dashboard's read model recorded a feed entry (committed): notification pushes it to admins. */
  'dashboard.feed.added': topic('dashboard', 1, dashboardFeedItemSchema),
  /** The same, version 2 (adds refund cases); consumed side by side with version 1. */
  'dashboard.feed.added.v2': topic('dashboard', 1, dashboardFeedItemV2Schema),
} as const;

export type Topic = keyof typeof topicContracts;
type TopicSchemas = { [T in Topic]: (typeof topicContracts)[T]['schema'] };
export type TopicData<T extends Topic> = z.infer<TopicSchemas[T]>;

export const topics = Object.keys(topicContracts) as Topic[];

/** Each topic's current payload schema. */
export const topicSchemas = Object.fromEntries(
  topics.map((name) => [name, topicContracts[name].schema]),
) as TopicSchemas;

/** The topics admin actions are recorded on: one per service that makes them (each topic has one owner). */
export const adminActionTopics = [
  'user.admin-action.recorded',
  'catalog.admin-action.recorded',
  'order.admin-action.recorded',
] as const satisfies readonly Topic[];
export type AdminActionTopic = (typeof adminActionTopics)[number];

export function isTopic(name: string): name is Topic {
  return Object.prototype.hasOwnProperty.call(topicContracts, name);
}

/**
 * A version's payload schema as JSON Schema (draft 7), the form kept beside its fixtures to judge
 * later versions against: what a producer of that version writes (objects hold nothing else).
 */
export function topicJsonSchema(name: Topic): Record<string, unknown> {
  return z.toJSONSchema(topicContracts[name].schema, { target: 'draft-7', io: 'output' });
}

/** Where an event goes when it cannot be validated or handled. */
export function deadLetterTopic(topic: string): string {
  return `${topic}.dead-letter`;
}
