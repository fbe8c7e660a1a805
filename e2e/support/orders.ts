import { Client } from 'pg';
import type { CheckoutAnswer, Order, ShippingDetails } from '@glow/contracts';
import { callApi, newAccount, registerAccount, type Account } from './accounts';
import { listedProducts } from './catalog';
import { seededAdmin, signToken } from './login';
import { stackUnderTest } from './stack-info';
import { waitUntil } from './wait-until';

/** A Nigerian address: the one a checkout may pay online. */
export const lagosAddress: ShippingDetails = {
  fullName: 'Ada Obi',
  address: '5 Allen Avenue',
  city: 'Ikeja',
  postalCode: '100271',
  country: 'Nigeria',
  phoneNumber: '08031234567',
};

export interface PlacedOrder {
  order: Order;
  answer: CheckoutAnswer;
  account: Account;
  token: string;
}

/** A new shopper's pending order of one listed product, placed through the API as checkout does. */
export async function placeOrder(productIndex: number, name = 'buyer'): Promise<PlacedOrder> {
  const account = newAccount(name);
  const { token } = await registerAccount(account);
  const product = (await listedProducts('page=1'))[productIndex]!;
  const added = await callApi('/api/cart/add', { method: 'POST', token, body: { productId: product._id } });
  expect(added.status).toBe(200);
  const placed = await callApi('/api/orders/checkout', {
    method: 'POST',
    token,
    body: { shippingDetails: lagosAddress, paymentMethod: 'flutterwave' },
  });
  expect(placed.status).toBe(201);
  const answer = (await placed.json()) as CheckoutAnswer;
  return { order: answer.order, answer, account, token };
}

/** Pays a placed (Flutterwave) order in the sandbox as its Pay button does: its webhook settles it. */
export async function payInSandbox({ answer, account }: PlacedOrder): Promise<void> {
  const paid = await callApi('/sandbox/pay', {
    method: 'POST',
    body: {
      provider: 'flutterwave',
      outcome: 'pay',
      tx_ref: answer.payment.tx_ref,
      amount: String(answer.payment.amount),
      currency: answer.payment.currency,
      email: account.email,
    },
  });
  expect(paid.status).toBe(201);
}

/**
 * Moves an unpaid order's payment window (and the grace after it) a day back, as if the shopper never
 * paid; the expiry job (every second on the test stack) then marks it expired and gives its units back.
 */
export async function expireOrder(orderId: string): Promise<Order> {
  const client = new Client({ connectionString: stackUnderTest().databaseUrl });
  await client.connect();
  try {
    await client.query(`UPDATE orders.orders SET expires_at = now() - interval '1 day' WHERE id = $1`, [
      orderId,
    ]);
  } finally {
    await client.end();
  }
  const token = signToken((await seededAdmin()).claims);
  return waitUntil(
    async () => (await (await callApi(`/api/orders/${orderId}`, { token })).json()) as Order,
    (order) => order.paymentInfo.status === 'expired',
    { what: 'the order to expire' },
  );
}
