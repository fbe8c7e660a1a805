import type {
  Order,
  OrderReturn,
  OrderStatus,
  PaymentStatus,
  RefundCase,
  Refundable,
} from '@glow/contracts/browser';

/** An order as `GET /api/orders/all` answers it; paid when its payment status is `paid`. */
export const anOrder = (
  id: string,
  payment: PaymentStatus = 'paid',
  status: OrderStatus = payment === 'paid' ? 'Processing' : 'Pending',
): Order => ({
  _id: id,
  createdAt: '2026-03-02T12:00:00Z',
  status,
  isPaid: payment === 'paid',
  user: `${id}@example.ng`,
  userId: `user-${id}`,
  shippingDetails: {
    fullName: 'Ada Obi',
    address: '5 Allen Avenue',
    city: 'Ikeja',
    postalCode: '100271',
    country: 'Nigeria',
    phoneNumber: '08031234567',
  },
  paymentInfo: {
    tx_ref: `tx-${id}`,
    amount: 5500,
    currency: 'NGN',
    rate: 1,
    method: 'paystack',
    status: payment,
    expiresAt: '2026-03-02T12:30:00Z',
  },
  orderItems: [
    {
      product: { _id: 'p1', name: 'Shea Butter', images: [], price: 2000, discountPrice: 1500 },
      quantity: 2,
    },
  ],
  itemsTotal: 3000,
  shippingPrice: 2500,
  totalAmount: 5500,
  transitTime: '3-5 business days',
  paidAt: payment === 'paid' ? '2026-03-02T12:05:00Z' : null,
  refunds: [],
});

/**
 * A Flutterwave order of NGN 5,500.00 (two Shea Butter at 1,500 plus 2,500 shipping), paid as asked
 * and not shipped: the order service answers that it may be refunded whole or in part.
 */
export function paidOrder(id: string, changes: Partial<Order> = {}): Order {
  const order = anOrder(id, 'paid');
  const { expiresAt: _expiresAt, ...payment } = order.paymentInfo;
  return {
    ...order,
    paymentInfo: { ...payment, method: 'flutterwave', payment_id: `flw-${id}` },
    refundable: {
      whole: [{ amount: 5500, currency: 'NGN' }],
      part: {
        currency: 'NGN',
        maxAmount: 5500,
        lines: [{ productId: 'p1', name: 'Shea Butter', quantity: 2, unitAmount: 1500 }],
      },
    },
    ...changes,
  };
}

/**
 * A paid order of NGN 12,100.00: two Shea Butter at 1,500, three Matte Lip Crayon at 2,200 and 2,500
 * shipping, refundable in part.
 */
export function twoLineOrder(id: string, changes: Partial<Order> = {}): Order {
  const order = paidOrder(id);
  const crayon = { _id: 'p2', name: 'Matte Lip Crayon', images: [], price: 2200, discountPrice: null };
  return {
    ...order,
    paymentInfo: { ...order.paymentInfo, amount: 12100 },
    orderItems: [...order.orderItems, { product: crayon, quantity: 3 }],
    itemsTotal: 9600,
    totalAmount: 12100,
    refundable: {
      whole: [{ amount: 12100, currency: 'NGN' }],
      part: {
        currency: 'NGN',
        maxAmount: 12100,
        lines: [
          { productId: 'p1', name: 'Shea Butter', quantity: 2, unitAmount: 1500 },
          { productId: 'p2', name: 'Matte Lip Crayon', quantity: 3, unitAmount: 2200 },
        ],
      },
    },
    ...changes,
  };
}

/** What the order service answers when only the whole refund is possible (no part). */
export const wholeOnly = (whole: Refundable['whole']): Refundable => ({ whole });

/** The order's own payment given back by an admin, at the stage given. */
export function ownPaymentRefund(order: Order, status: RefundCase['status'], note?: string): RefundCase {
  return {
    transactionId: order.paymentInfo.payment_id,
    amount: order.paymentInfo.amount,
    currency: order.paymentInfo.currency,
    reason: 'refund: the order was refunded by an admin',
    status,
    openedAt: '2026-03-03T09:30:00Z',
    ...(note === undefined ? {} : { note }),
  };
}

/** A part of the order's own payment, by its lines (an amount part has no `lines`). */
export function partRefund(
  order: Order,
  part: number,
  status: RefundCase['status'],
  amount: number,
  lines?: RefundCase['lines'],
): RefundCase {
  return {
    transactionId: order.paymentInfo.payment_id,
    amount,
    currency: order.paymentInfo.currency,
    reason: 'refund: part of the order refunded by an admin',
    status,
    openedAt: `2026-03-0${3 + part}T09:30:00Z`,
    part,
    ...(lines ? { lines } : {}),
  };
}

/**
 * The two-line order (two Shea Butter, three Matte Lip Crayon) once delivered: no refund is offered any
 * more, and the order service answers that every unit may still be returned.
 */
export function deliveredOrder(id: string, changes: Partial<Order> = {}): Order {
  return {
    ...twoLineOrder(id),
    status: 'Delivered',
    refundable: undefined,
    returns: [],
    returnable: [
      { productId: 'p1', name: 'Shea Butter', quantity: 2 },
      { productId: 'p2', name: 'Matte Lip Crayon', quantity: 3 },
    ],
    ...changes,
  };
}

/** Return `number` of an order, recorded on the 4th (the 2nd, 3rd… a day later each), at the stage given. */
export function orderReturn(
  number: number,
  status: OrderReturn['status'],
  lines: OrderReturn['lines'],
  changes: Partial<OrderReturn> = {},
): OrderReturn {
  return {
    number,
    lines,
    reason: `Reason ${number}`,
    status,
    requestedAt: `2026-03-0${3 + number}T12:00:00Z`,
    ...(status === 'received' ? { receivedAt: `2026-03-1${number}T12:00:00Z` } : {}),
    ...changes,
  };
}
