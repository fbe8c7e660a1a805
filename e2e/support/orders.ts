import type { CheckoutAnswer, Order, ShippingDetails } from '@glow/contracts';
import { callApi, newAccount, registerAccount, type Account } from './accounts';
import { listedProducts } from './catalog';

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
