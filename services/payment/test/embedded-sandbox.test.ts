import { createEnvelope, type TopicData } from '@glow/contracts';
import {
  capturedLog,
  startServiceForTest,
  testPool,
  waitFor,
  type ServiceUnderTest,
} from '@glow/service-kit/testing';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { paymentService } from '../src';
import type { PaymentParts } from '../src/payment-parts';

let running: ServiceUnderTest<PaymentParts>;
let pool: Pool;
beforeAll(async () => {
  running = await startServiceForTest(paymentService, {
    env: {
      PAYMENT_PROVIDER_MODE: 'sandbox',
      SHOP_URL: 'http://shop.test:8080',
      PAYMENT_WEBHOOK_POLL_MS: '100',
    },
  });
  pool = testPool(running.database!.url);
});
afterAll(async () => {
  await pool.end();
  await running.stop();
});

it('when in sandbox mode, then the config says test mode with the sandbox scripts by path on the shop’s own address', async () => {
  const answer = await (await fetch(`${running.url}/api/payments/config`)).json();

  expect(answer).toEqual({
    testMode: true,
    flutterwave: {
      publicKey: expect.any(String),
      scriptUrl: '/sandbox/flutterwave/v3.js',
    },
    paystack: {
      publicKey: expect.any(String),
      scriptUrl: '/sandbox/paystack/inline.js',
    },
  });
});

it('when the scripts and the payment window are asked for, then they are served under /sandbox, the window with inline script allowed', async () => {
  const script = await fetch(`${running.url}/sandbox/flutterwave/v3.js`);
  const inline = await fetch(`${running.url}/sandbox/paystack/inline.js`);
  const page = await fetch(`${running.url}/sandbox/pay?provider=flutterwave`);

  expect([script.status, inline.status, page.status]).toEqual([200, 200, 200]);
  expect(await script.text()).toContain('http://shop.test:8080');
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
  expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
});

async function expectPayment(provider: 'flutterwave' | 'paystack'): Promise<string> {
  const txRef = `glow-${randomUUID()}`;
  const data: TopicData<'order.created'> = {
    orderId: randomUUID(),
    userId: randomUUID(),
    totalAmount: 3000,
    currency: 'NGN',
    items: [{ productId: randomUUID(), quantity: 1, unitPrice: 3000 }],
    payment: {
      tx_ref: txRef,
      method: provider,
      amount: 3000,
      currency: 'NGN',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
    },
  };
  await running.bus.publish('order.created', [
    createEnvelope('order', { type: 'order.created', key: data.orderId, data }),
  ]);
  return txRef;
}

/** What the sandbox's payment window posts when the shopper presses Pay or Fail. */
function pressInPaymentWindow(provider: 'flutterwave' | 'paystack', txRef: string, outcome: 'pay' | 'fail') {
  return fetch(`${running.url}/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      provider,
      outcome,
      tx_ref: txRef,
      amount: provider === 'paystack' ? '300000' : '3000',
      currency: 'NGN',
      email: 'ada@example.com',
    }),
  });
}

const paymentTopics = async (txRef: string) => {
  const { rows } = await pool.query<{ topic: string }>(
    "SELECT topic FROM payment.outbox WHERE envelope->'data'->>'tx_ref' = $1 ORDER BY id",
    [txRef],
  );
  return rows.map((row) => row.topic);
};

it.each(['flutterwave', 'paystack'] as const)(
  'when a shopper pays in the %s sandbox, then its webhook reaches this service, which verifies against the sandbox and emits payment.succeeded',
  async (provider) => {
    const txRef = await expectPayment(provider);

    const paid = await pressInPaymentWindow(provider, txRef, 'pay');
    expect(paid.status).toBe(201);

    const topics = await waitFor('payment.succeeded', async () => {
      const found = await paymentTopics(txRef);
      return found.length > 0 && found;
    });
    expect(topics).toEqual(['payment.succeeded']);
  },
);

it.each([
  ['flutterwave', ['payment.failed', 'payment.succeeded']],
  // Paystack sends no webhook for a declined charge: only the success is heard of.
  ['paystack', ['payment.succeeded']],
] as const)(
  'when the %s sandbox declines the card and the shopper pays on the retry, then the payment succeeds',
  async (provider, expectedTopics) => {
    const txRef = await expectPayment(provider);

    expect((await pressInPaymentWindow(provider, txRef, 'fail')).status).toBe(201);
    if (provider === 'flutterwave')
      await waitFor('the decline', async () => (await paymentTopics(txRef)).length > 0);
    expect((await pressInPaymentWindow(provider, txRef, 'pay')).status).toBe(201);

    const topics = await waitFor('payment.succeeded', async () => {
      const found = await paymentTopics(txRef);
      return found.includes('payment.succeeded') && found;
    });
    expect(topics).toEqual(expectedTopics);
    expect((await pressInPaymentWindow(provider, txRef, 'pay')).status).toBe(409);
  },
);

describe('refunds in test mode', () => {
  const paidTransaction = (txRef: string) =>
    waitFor('payment.succeeded', async () => {
      const { rows } = await pool.query<{ transaction_id: string }>(
        "SELECT envelope->'data'->>'transactionId' AS transaction_id FROM payment.outbox WHERE topic = 'payment.succeeded' AND envelope->'data'->>'tx_ref' = $1",
        [txRef],
      );
      return rows[0]?.transaction_id;
    });

  it.each(['flutterwave', 'paystack'] as const)(
    'when an admin refunds a payment made in the %s sandbox, then the sandbox takes the refund and tells this service it went back',
    async (provider) => {
      const txRef = await expectPayment(provider);
      expect((await pressInPaymentWindow(provider, txRef, 'pay')).status).toBe(201);
      const transactionId = await paidTransaction(txRef);
      const admin = running.keys.sign({ _id: randomUUID(), isAdmin: true, tv: 0 });

      const answer = await fetch(`${running.url}/internal/payments/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({
          tx_ref: txRef,
          transactionId,
          amount: 3000,
          currency: 'NGN',
          reason: 'Out of stock',
        }),
      });

      const refund = (await answer.json()) as { refundId: string; amount: number };
      expect({ status: answer.status, amount: refund.amount }).toEqual({ status: 200, amount: 3000 });
      // How the refund checks ask (Paystack's GET /refund/:id), through the same mount.
      await expect(running.service.deps.refunds[provider].refundStatus(refund.refundId)).resolves.toEqual({
        refundId: refund.refundId,
        status: 'completed',
      });
    },
  );
});

describe('the access log in test mode', () => {
  it("when the service asks its sandbox's provider API (about a reference nobody paid, every 30 s and more), then that line is debug, while a shopper's refused call stays info", async () => {
    const { logger, lines } = capturedLog('payment', 'debug');
    const logged = await startServiceForTest(paymentService, {
      env: { PAYMENT_PROVIDER_MODE: 'sandbox', SHOP_URL: 'http://shop.test:8080' },
      logger,
    });
    try {
      const unknown = await fetch(
        `${logged.url}/sandbox/v3/transactions/verify_by_reference?tx_ref=glow-${randomUUID()}`,
        { headers: { authorization: 'Bearer anything' } },
      );
      const refused = await fetch(`${logged.url}/api/payments/verify`, { method: 'POST' });
      expect([unknown.status >= 400, refused.status >= 400]).toEqual([true, true]);

      const requestLine = (path: string) =>
        waitFor(
          `the request line of ${path}`,
          () => lines.find((line) => String(line.url).startsWith(path)),
          5_000,
        );
      // pino's levels: 20 debug, 30 info.
      expect((await requestLine('/sandbox/v3/transactions/verify_by_reference')).level).toBe(20);
      expect((await requestLine('/api/payments/verify')).level).toBe(30);
    } finally {
      await logged.stop();
    }
  });
});
