import type { Order, OrderReturn, PaymentConfigAnswer, RefundCase } from '@glow/contracts';
import { product } from '@glow/web-kit/testing';

export const lipstick = { ...product('p1', 2500), name: 'Velvet Lipstick', discountPrice: 2000 };

export const paymentConfig = (testMode = true): PaymentConfigAnswer => ({
  testMode,
  flutterwave: { publicKey: 'FLWPUBK_TEST-1', scriptUrl: 'http://localhost/sandbox/flutterwave/v3.js' },
  paystack: { publicKey: 'pk_test_1', scriptUrl: 'http://localhost/sandbox/paystack/inline.js' },
});

export function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    createdAt: '2026-03-02T10:00:00.000Z',
    status: 'Pending',
    isPaid: false,
    user: 'ada@example.com',
    userId: 'u1',
    shippingDetails: {
      fullName: 'Ada Obi',
      address: '5 Allen Avenue',
      city: 'Ikeja',
      postalCode: '100271',
      country: 'Nigeria',
      phoneNumber: '08031234567',
    },
    paymentInfo: {
      tx_ref: 'glow-tx-1',
      amount: 5500,
      currency: 'NGN',
      rate: 1,
      method: 'flutterwave',
      status: 'pending',
    },
    orderItems: [{ product: lipstick, quantity: 2 }],
    itemsTotal: 4000,
    shippingPrice: 1500,
    totalAmount: 5500,
    transitTime: '3-5 business days',
    paidAt: null,
    refunds: [],
    ...overrides,
  };
}

export const paidOrder = () =>
  order({ isPaid: true, status: 'Processing', paymentInfo: { ...order().paymentInfo, status: 'paid' } });

/** A refund case on the shopper's paid order: a part (with its lines when given as items) or the whole. */
export const refundCase = (
  status: RefundCase['status'],
  amount: number,
  openedAt: string,
  lines?: RefundCase['lines'],
): RefundCase => ({
  transactionId: 'flw-1',
  amount,
  currency: 'NGN',
  reason: 'refund: part of the order refunded by an admin',
  status,
  openedAt,
  part: 1,
  note: 'Two arrived broken',
  ...(lines ? { lines } : {}),
});

/** Goods of the shopper's delivered order sent back, at the stage given. */
export const orderReturn = (
  number: number,
  status: OrderReturn['status'],
  requestedAt: string,
  lines: OrderReturn['lines'],
): OrderReturn => ({
  number,
  lines,
  reason: 'Arrived broken',
  status,
  requestedAt,
  ...(status === 'received' ? { receivedAt: requestedAt, sellable: false, refundPart: number } : {}),
});
