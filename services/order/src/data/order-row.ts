import type {
  Image,
  Order,
  OrderReturn,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  RefundCase,
  RefundedLine,
  ShippingDetails,
  VariantRef,
} from '@glow/contracts';

/** Every order query selects these (numeric arrives as text, items as one json array). */
export const orderColumns = `o.id, o.created_at, o.status, o.is_paid, coalesce(u.email, o.user_email) AS email,
  o.user_id, o.shipping_details, o.items_total::text, o.shipping_price::text, o.total_amount::text,
  o.transit_time, o.paid_at, o.tx_ref, o.payment_method, o.payment_amount::text, o.payment_currency,
  round(1 / o.rate_from_ngn, 6)::text AS ngn_per_unit, o.payment_status, o.payment_id, o.payment_reason,
  o.expires_at,
  (SELECT json_agg(json_build_object('product_id', i.product_id, 'variant', i.variant, 'name', i.name,
     'images', i.images, 'price', i.price::text, 'discount_price', i.discount_price::text, 'quantity', i.quantity)
     ORDER BY i.position) FROM orders.order_items i WHERE i.order_id = o.id) AS items,
  (SELECT json_agg(r ORDER BY r.opened_at, r.part, r.seq) FROM (
     SELECT transaction_id, amount::text AS amount, currency, reason, status, opened_at, note,
            0 AS part, NULL::jsonb AS lines, NULL::integer AS return_number, id AS seq
       FROM orders.refund_cases WHERE order_id = o.id
     UNION ALL
     SELECT transaction_id, amount::text, currency, reason, status, requested_at, note, part, lines, return_number, part
       FROM orders.refund_parts WHERE order_id = o.id) r) AS refunds,
  (SELECT json_agg(json_build_object('number', t.number, 'lines', t.lines, 'reason', t.reason,
     'status', t.status, 'requested_at', t.requested_at, 'received_at', t.received_at,
     'sellable', t.sellable, 'refund_part', (SELECT max(p.part) FROM orders.refund_parts p
       WHERE p.order_id = t.order_id AND p.return_number = t.number))
     ORDER BY t.number) FROM orders.returns t WHERE t.order_id = o.id) AS returns`;

/** The FROM clause that goes with `orderColumns`: the buyer's current email when order knows it. */
export const orderSource = 'orders.orders o LEFT JOIN orders.users u ON u.id = o.user_id';

interface ItemRow {
  product_id: string;
  /** Absent from lines written before variants (an order placed by an older build answers none). */
  variant?: VariantRef | null;
  name: string;
  images: Image[];
  price: string;
  discount_price: string | null;
  quantity: number;
}

interface RefundRow {
  transaction_id: string;
  amount: string | null;
  currency: string | null;
  reason: string;
  status: RefundCase['status'];
  opened_at: string;
  note: string | null;
  /** 0 for a refund case, else the part of the order's own payment. */
  part: number;
  lines: RefundedLine[] | null;
  return_number: number | null;
}

function toRefund(row: RefundRow): RefundCase {
  return {
    ...(row.transaction_id === '' ? {} : { transactionId: row.transaction_id }),
    ...(row.amount === null ? {} : { amount: Number(row.amount) }),
    ...(row.currency === null ? {} : { currency: row.currency }),
    reason: row.reason,
    status: row.status,
    openedAt: new Date(row.opened_at).toISOString(),
    ...(row.note === null ? {} : { note: row.note }),
    ...(row.part === 0 ? {} : { part: row.part }),
    ...(row.lines === null ? {} : { lines: row.lines }),
    ...(row.return_number === null ? {} : { returnNumber: row.return_number }),
  };
}

interface ReturnRow {
  number: number;
  lines: RefundedLine[];
  reason: string;
  status: OrderReturn['status'];
  requested_at: string;
  received_at: string | null;
  sellable: boolean | null;
  refund_part: number | null;
}

function toReturn(row: ReturnRow): OrderReturn {
  return {
    number: row.number,
    lines: row.lines,
    reason: row.reason,
    status: row.status,
    requestedAt: new Date(row.requested_at).toISOString(),
    ...(row.received_at === null ? {} : { receivedAt: new Date(row.received_at).toISOString() }),
    ...(row.sellable === null ? {} : { sellable: row.sellable }),
    ...(row.refund_part === null ? {} : { refundPart: row.refund_part }),
  };
}

export interface OrderRow {
  id: string;
  created_at: Date;
  status: OrderStatus;
  is_paid: boolean;
  email: string;
  user_id: string;
  shipping_details: ShippingDetails;
  items_total: string;
  shipping_price: string;
  total_amount: string;
  transit_time: string;
  paid_at: Date | null;
  tx_ref: string;
  payment_method: PaymentMethod;
  payment_amount: string;
  payment_currency: string;
  ngn_per_unit: string;
  payment_status: PaymentStatus;
  payment_id: string | null;
  payment_reason: string | null;
  expires_at: Date;
  items: ItemRow[] | null;
  refunds: RefundRow[] | null;
  returns: ReturnRow[] | null;
}

export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    createdAt: row.created_at.toISOString(),
    status: row.status,
    isPaid: row.is_paid,
    user: row.email,
    userId: row.user_id,
    shippingDetails: row.shipping_details,
    paymentInfo: {
      tx_ref: row.tx_ref,
      amount: Number(row.payment_amount),
      currency: row.payment_currency,
      rate: Number(row.ngn_per_unit),
      method: row.payment_method,
      status: row.payment_status,
      ...(row.payment_id === null ? {} : { payment_id: row.payment_id }),
      ...(row.payment_reason === null ? {} : { reason: row.payment_reason }),
      expiresAt: row.expires_at.toISOString(),
    },
    orderItems: (row.items ?? []).map((item) => ({
      product: {
        _id: item.product_id,
        name: item.name,
        images: item.images,
        price: Number(item.price),
        discountPrice: item.discount_price === null ? null : Number(item.discount_price),
      },
      quantity: item.quantity,
      ...(item.variant ? { variant: item.variant } : {}),
    })),
    itemsTotal: Number(row.items_total),
    shippingPrice: Number(row.shipping_price),
    totalAmount: Number(row.total_amount),
    transitTime: row.transit_time,
    paidAt: row.paid_at === null ? null : row.paid_at.toISOString(),
    refunds: (row.refunds ?? []).map(toRefund),
    returns: (row.returns ?? []).map(toReturn),
  };
}
