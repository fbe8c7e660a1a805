import type { Order, OrderStatus, PaymentStatus } from '@glow/contracts/browser';

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
