import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CheckoutAnswer, Order, Product } from '@glow/contracts';
import {
  artifactsDir,
  callApi,
  categoryNamed,
  createProduct,
  lagosAddress,
  newAccount,
  registerAccount,
  seededAdmin,
  signToken,
  type Account,
} from '../support';
import { waitUntil } from '../support/wait-until';

/**
 * The last units of a product, raced for through the gateway of the running store: 50 shoppers, each
 * with one in the cart, press Pay Now at once for the last 10. Exactly 10 orders hold a unit and get
 * paid; the 40 others are refused with the sentence; nothing answers 5xx; the product ends sold out.
 */
const shoppers = 50;
const units = 10;

interface Shopper {
  account: Account;
  token: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

it(`when ${shoppers} shoppers check out the last ${units} units at once, then ${units} are paid, the rest refused, stock 0, no 5xx`, async () => {
  const admin = signToken((await seededAdmin()).claims);
  const name = `Race Serum ${Date.now()}`;
  const product = await createProduct(admin, {
    name,
    description: 'The last few on the shelf',
    price: '4000',
    categoryId: (await categoryNamed('Skincare'))._id,
    stock: units,
  });
  const people: Shopper[] = [];
  for (let index = 0; index < shoppers; index += 1) {
    const account = newAccount('racer');
    people.push({ account, token: (await registerAccount(account)).token });
  }
  // Cart and order learn of the new product from its event.
  await waitUntil(
    async () =>
      (
        await callApi('/api/cart/add', {
          method: 'POST',
          token: people[0]!.token,
          body: { productId: product._id },
        })
      ).status,
    (status) => status === 200,
    { what: 'cart to know the new product' },
  );
  for (const { token } of people.slice(1)) {
    const added = await callApi('/api/cart/add', { method: 'POST', token, body: { productId: product._id } });
    expect(added.status).toBe(200);
  }

  const started = Date.now();
  const answers = await Promise.all(
    people.map(async ({ token }) => {
      const begun = Date.now();
      const response = await callApi('/api/orders/checkout', {
        method: 'POST',
        token,
        body: { shippingDetails: lagosAddress, paymentMethod: 'flutterwave' },
      });
      return {
        status: response.status,
        body: (await response.json()) as CheckoutAnswer & { message?: string },
        ms: Date.now() - begun,
      };
    }),
  );
  const wallMs = Date.now() - started;

  const placed = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status === 409);
  expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  expect(placed).toHaveLength(units);
  expect(refused).toHaveLength(shoppers - units);
  expect(new Set(refused.map((answer) => answer.body.message))).toEqual(
    new Set([`Sorry, ${name} is sold out.`]),
  );
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  // The figure docs/PERFORMANCE.md quotes ("Checkout under a race").
  writeFileSync(
    path.join(artifactsDir, 'stock-race.json'),
    JSON.stringify({
      shoppers,
      units,
      wallMs,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
    }),
  );

  for (const { body } of placed) {
    const paid = await callApi('/sandbox/pay', {
      method: 'POST',
      body: {
        provider: 'flutterwave',
        outcome: 'pay',
        tx_ref: body.payment.tx_ref,
        amount: String(body.payment.amount),
        currency: body.payment.currency,
        email: 'racer@example.ng',
      },
    });
    expect(paid.status).toBe(201);
  }
  const placedBy = answers.flatMap((answer, index) =>
    answer.status === 201 ? [{ answer, owner: people[index]! }] : [],
  );
  await waitUntil(
    async () => {
      const orders = await Promise.all(
        placedBy.map(
          async ({ answer, owner }) =>
            (await (
              await callApi(`/api/orders/${answer.body.order._id}`, { token: owner.token })
            ).json()) as Order,
        ),
      );
      return orders.filter((order) => order.isPaid).length;
    },
    (paid) => paid === units,
    { timeoutMs: 60_000, what: 'every placed order to be paid' },
  );
  const left = (await (await callApi(`/api/products/${product._id}`)).json()) as Product;
  expect(left.stock).toBe(0);
}, 180_000);
