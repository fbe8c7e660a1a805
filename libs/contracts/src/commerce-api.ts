import type { Product, VariantRef } from './api';

/**
 * A cart line as `GET /api/cart` (and every cart call) answers it: the product as the cart service
 * knows it now, as sold in the line's variant (its current price, discountPrice, stock and
 * pictures), and the quantity.
 */
export interface CartItem {
  product: Product;
  quantity: number;
  /** Which variant the line holds, for a product with options. */
  variant?: VariantRef;
}

/** The whole cart: every cart call answers it. */
export type Cart = CartItem[];

/**
 * `POST /api/cart/add` (quantity defaults to 1) and `POST /api/cart/update`. `variantId` is required
 * where the product has options; without it, the line is the product's default variant.
 */
export interface CartLineRequest {
  productId: string;
  variantId?: string;
  quantity?: number;
}

/** `POST /api/cart/remove`, `POST /api/favourites/add`, `POST /api/favourites/remove`. */
export interface ProductRequest {
  productId: string;
}

/** `GET /api/favourites` and both favourites calls answer the full list. */
export type Favourites = Product[];

export const orderStatuses = [
  'Pending',
  'Processing',
  'Shipped',
  'Out for Delivery',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export interface ShippingDetails {
  fullName: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  phoneNumber: string;
}

export type PaymentMethod = 'flutterwave' | 'paystack';

/**
 * Where the payment of an order stands. `pending` until the provider confirms; `paid`; `failed`;
 * `expired` (its window closed unpaid); `refund-needed` (the provider confirmed a payment the
 * order cannot take, e.g. a short amount; `reason` says why, for an admin to refund);
 * `refund-requested` (an admin asked to refund the order's payment) and `refunding` (the provider
 * accepted and has not confirmed yet): neither may ship; `refunded` (the order's payment, or the money
 * it could not take, was given back).
 */
export type PaymentStatus =
  | 'pending'
  | 'paid'
  | 'failed'
  | 'expired'
  | 'refund-needed'
  | 'refund-requested'
  | 'refunding'
  | 'partly-refunded'
  | 'refunded';

export interface PaymentInfo {
  tx_ref: string;
  /** What the provider must collect, in `currency` (the shopper's), 2 decimals. */
  amount: number;
  currency: string;
  /** NGN per 1 unit of `currency` used for `amount` (1 for NGN). */
  rate: number;
  method: PaymentMethod;
  status: PaymentStatus;
  payment_id?: string;
  reason?: string;
  /** When the payment window closes (ISO); the shopper may pay until then. */
  expiresAt?: string;
}

/**
 * Money the provider took for an order that is owed back: a payment the order could not take (short,
 * another currency, a cancelled order) or a second charge on a reference already paid. `open` until an
 * admin refunds it; `refunded` once the provider confirms the refund.
 */
export interface RefundCase {
  transactionId?: string;
  /** In `currency`, as the provider took it; absent when the provider did not say. */
  amount?: number;
  currency?: string;
  reason: string;
  /** `refused`: a part the provider turned down (a new refund may be asked for instead). */
  status: 'open' | 'requested' | 'refunded' | 'refused';
  openedAt: string;
  /** Why the admin refunded it, once asked. */
  note?: string;
  /** A part of the order's own payment (1, 2, …); absent for a whole refund or money the order could not take. */
  part?: number;
  /** The lines a part gives back, with their units (absent for a part given as an amount). */
  lines?: RefundedLine[];
  /** The return (`OrderReturn.number`) whose lines this part gives back. */
  returnNumber?: number;
}

/**
 * Which line of an order: a product and, for one with options, the variant bought (two shades of a
 * product are two lines). Absent `variantId`: the product's default variant.
 */
export interface OrderLineRef {
  productId: string;
  variantId?: string;
}

/** What tells an order's lines apart: the variant's id, else the product's (its default variant's id). */
export const lineKey = (line: OrderLineRef): string => line.variantId ?? line.productId;

export interface RefundedLine extends OrderLineRef {
  /** The line's name: 'Matte Lip Crayon — Shade: Chestnut' for a variant. */
  name: string;
  quantity: number;
}

/**
 * Answered to admins: what a refund may give back now, as the order service decides it (absent when
 * nothing can be refunded).
 */
export interface Refundable {
  /** The whole refund: the open cases' money, else what is left of the order's payment (amount absent: payment's record says). */
  whole: { amount?: number; currency: string }[];
  /**
   * A part of the order's own payment, before it ships: at most `maxAmount`, or units of the lines
   * (`quantity` left of each). A line's units give back `round2(units × unitAmount)`, its share of what
   * was paid (`unitAmount` is not rounded).
   */
  part?: {
    currency: string;
    maxAmount: number;
    lines: (OrderLineRef & { name: string; quantity: number; unitAmount: number })[];
  };
}

export interface OrderItem {
  product: {
    _id: string;
    name: string;
    images: Product['images'];
    price: number;
    discountPrice?: number | null;
  };
  quantity: number;
  /** Which variant was bought, for a product with options (the line's price and pictures are its). */
  variant?: VariantRef;
}

/** An order as the shopper and the admin see it (NGN amounts; `paymentInfo` in the charged currency). */
export interface Order {
  _id: string;
  createdAt: string;
  status: OrderStatus;
  isPaid: boolean;
  /** The buyer's email. */
  user: string;
  userId: string;
  shippingDetails: ShippingDetails;
  paymentInfo: PaymentInfo;
  orderItems: OrderItem[];
  itemsTotal: number;
  shippingPrice: number;
  totalAmount: number;
  transitTime: string;
  paidAt: string | null;
  /** Money owed back to the buyer on this order, oldest first (usually none). */
  refunds: RefundCase[];
  /** Answered to admins: the statuses the order's lifecycle allows next (the status form offers these). */
  nextStatuses?: OrderStatus[];
  /** Answered to admins: what a refund may give back now (absent when nothing can be). */
  refundable?: Refundable;
  /** Goods the buyer sends back after shipping, oldest first (absent from older order services). */
  returns?: OrderReturn[];
  /** Answered to admins: the units of each line a return may still name (absent when none can be returned). */
  returnable?: (OrderLineRef & { name: string; quantity: number })[];
}

/**
 * Goods sent back after shipping, as an admin recorded them: `requested` ('Return requested') until the
 * shop receives them (`received`, 'Returned': those lines are refunded, and their units go back on
 * sale if they can be sold), or `withdrawn` when they never come back.
 */
export interface OrderReturn {
  /** 1, 2, … per order. */
  number: number;
  lines: RefundedLine[];
  reason: string;
  status: 'requested' | 'received' | 'withdrawn';
  requestedAt: string;
  receivedAt?: string;
  /** Once received: whether the units went back on sale. */
  sellable?: boolean;
  /** Once received: the refund part (`RefundCase.part`) that gives its lines back. */
  refundPart?: number;
}

/** `POST /api/orders/:id/returns` (admin): goods the buyer sends back, by line and units. */
export interface RecordReturnRequest {
  reason: string;
  lines: (OrderLineRef & { quantity: number })[];
}

/** `POST /api/orders/:id/returns/:number/receive` (admin): the goods arrived; can they be sold again? */
export interface ReceiveReturnRequest {
  sellable: boolean;
}

/** `POST /api/orders/checkout`: a pending order from the shopper's server cart. */
export interface CheckoutRequest {
  shippingDetails: ShippingDetails;
  paymentMethod: PaymentMethod;
  /** The currency the shopper pays in (a code the catalog has a rate for; NGN by default). */
  currency?: string;
}

/** What the browser passes to the provider's inline script: exactly the order's amount. */
export interface CheckoutAnswer {
  order: Order;
  payment: { tx_ref: string; amount: number; currency: string };
}

/** `GET /api/payments/config`: what the browser needs to open a provider's inline checkout. */
export interface PaymentConfigAnswer {
  /** True when the local sandbox stands in for the providers (embedded mode): the UI says "test mode". */
  testMode: boolean;
  flutterwave: { publicKey: string; scriptUrl: string };
  paystack: { publicKey: string; scriptUrl: string };
}

/**
 * `POST /internal/payments/verify` on the payment service (not routed by the gateway): the order
 * service asks for a verdict on a transaction the browser reported. Payment knows what to collect from
 * `order.created` only; until that arrives it answers `pending`.
 */
export interface InternalVerifyRequest {
  provider: PaymentMethod;
  tx_ref: string;
  transaction_id?: string;
  /**
   * @deprecated Ignored by payment, accepted for one release so an older order service's requests
   * still parse; not sent any more. A caller could otherwise set the amount it would be held to.
   */
  expected?: { orderId: string; userId: string; amount: number; currency: string; expiresAt: string };
}

export interface InternalVerifyAnswer {
  /** `pending`: the provider has no final answer yet (or could not be asked): try again later. */
  status: 'succeeded' | 'failed' | 'pending';
  reason?: string;
  transactionId?: string;
}

/** `POST /api/orders/:id/refund` (admin). */
export interface RefundOrderRequest {
  reason: string;
  /**
   * A part of the order's own payment, before it ships: these lines' units (they go back on sale), or
   * `amount` in the payment's currency; neither gives back all that is left.
   */
  lines?: (OrderLineRef & { quantity: number })[];
  amount?: number;
}

/**
 * `POST /internal/payments/refunds` on the payment service (admin token; the order service calls it):
 * give back `amount` of one of the reference's transactions. Idempotent per transaction.
 */
export interface InternalRefundRequest {
  tx_ref: string;
  transactionId: string;
  /**
   * One part of a refund in several (the order service's refund case): each key is refunded once, and
   * the parts together give back at most what the transaction took. Without it, the one refund of the
   * whole transaction (what is left of it).
   */
  refundKey?: string;
  /** Without amount and currency, what the transaction took, in its currency (payment's record of the capture). */
  amount?: number;
  currency?: string;
  reason: string;
}

/**
 * `requested`: the provider took the refund and will confirm it; `refunded`: it already has. The
 * amount and currency given back (older payment services answer without them).
 */
export interface InternalRefundAnswer {
  status: 'requested' | 'refunded';
  refundId: string;
  amount?: number;
  currency?: string;
}

/**
 * `POST /internal/payments/:txRef/announce` on the payment service: its final verdict on a reference,
 * announced again (payment.succeeded, or payment.failed with a refund reason) for the order service's
 * sweeper, which found an unpaid order that may have missed it. `GET /internal/payments/:txRef` answers
 * the same without announcing, for order services that still apply it themselves.
 */
export type InternalVerdictAnswer =
  | { status: 'none' }
  | {
      status: 'succeeded' | 'rejected';
      transactionId?: string;
      amount?: number;
      currency?: string;
      reason?: string;
    };

/** `POST /api/orders/verify`. */
export interface VerifyOrderRequest {
  tx_ref: string;
  transaction_id?: string;
  paymentMethod: PaymentMethod;
}

/**
 * `GET /api/orders/all?payment=`: which orders by their payment. `paid` (the default) the paid ones;
 * `awaiting` unpaid and not expired (pending or a declined attempt); `expired` closed unpaid; `refund`
 * payment status refund-needed or a refund case not yet refunded; `all` every order.
 */
export const paymentFilters = ['paid', 'awaiting', 'expired', 'refund', 'all'] as const;
export type PaymentFilter = (typeof paymentFilters)[number];

/** `GET /api/orders/all?search=&status=&payment=&page=` (admin). */
export interface OrderPage {
  items: Order[];
  total: number;
  page: number;
  pages: number;
}

/** `GET /api/shipping-price` and `PUT /api/shipping-price` (admin), NGN. */
export interface ShippingPriceAnswer {
  shippingPrice: number;
}

/**
 * `POST /internal/stock/reservations` (catalog; order calls it at checkout, and again with the next
 * `hold` when a late payment must take the units back). Idempotent per order and hold.
 */
export interface StockReservationRequest {
  orderId: string;
  hold: number;
  /** `variantId` absent: the product's default variant (a product without options). */
  items: { productId: string; variantId?: string; quantity: number }[];
  /**
   * Holds of the shopper's earlier unpaid orders this checkout replaces (order cancelled them): given
   * back in the same transaction, before the new units are taken, so a cart checked out again is not
   * short of its own units. Their `order.stock.released` then finds them released.
   */
  replaces?: { orderId: string; hold: number }[];
}

/** One line checkout cannot have: `left` units remain (0: sold out). */
export interface StockShortage {
  productId: string;
  /** The variant short, where the line named one. */
  variantId?: string;
  /** The product's name, and the variant's where it has options ('Lip Crayon — Shade: Chestnut'). */
  name: string;
  requested: number;
  left: number;
}

/** 409 from the reservation call and from checkout: `message` names the first product short. */
export interface StockShortageAnswer {
  message: string;
  shortages: StockShortage[];
}

/**
 * `GET /api/cart?paidOrders=<id>,<id>` (at most 50): the cart, and in this response header the ones
 * among those paid orders whose lines cart has taken out (on `order.paid`), comma-separated. Read
 * before the lines, so lines read after an order is named here no longer hold it. Order's checkout
 * asks it for the shopper's paid orders it has no word of yet.
 */
export const paidOrdersAppliedHeader = 'glow-paid-orders-applied';
export const maxPaidOrdersAsked = 50;

/**
 * @deprecated `POST /internal/cart/:userId/subtract-paid`, for order services that still ask cart
 * right after a payment; the lines now leave by `order.paid` alone. Takes the paid lines out of the
 * shopper's cart, once per order, the same once as `order.paid`'s.
 */
export interface PaidCartSubtraction {
  orderId: string;
  /** `variantId` absent: the product's default variant. */
  items: { productId: string; variantId?: string; quantity: number }[];
}

/** `subtracted`: false when this order's lines had already left the cart (by the call or the event). */
export interface PaidCartSubtractionAnswer {
  subtracted: boolean;
}
