import type { Order, OrderStatus, PaymentStatus, RefundCase } from '@glow/contracts/browser';

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

/** A Flutterwave order of NGN 5,500.00 (two Shea Butter at 1,500 plus 2,500 shipping), paid as asked. */
export function paidOrder(id: string, changes: Partial<Order> = {}): Order {
  const order = anOrder(id, 'paid');
  const { expiresAt: _expiresAt, ...payment } = order.paymentInfo;
  return {
    ...order,
    paymentInfo: { ...payment, method: 'flutterwave', payment_id: `flw-${id}` },
    ...changes,
  };
}

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
