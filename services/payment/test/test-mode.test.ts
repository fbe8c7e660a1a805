import { createEnvelope, type TopicData } from '@glow/contracts';
import { startSandbox, type RunningSandbox } from '@glow/payment-sandbox';
import { startServiceForTest, testPool, waitFor, type ServiceUnderTest } from '@glow/testing';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { paymentService } from '../src';
import type { PaymentParts } from '../src/deps';

/**
 * Test mode as the embedded runner sets it up: the payment sandbox on its own port, payment's base
 * URLs pointing at it, its webhooks sent to payment (whose address is known once it listens).
 */
let sandbox: RunningSandbox;
let running: ServiceUnderTest<PaymentParts> | undefined;
let pool: Pool;
beforeAll(async () => {
  const webhooksTo = (provider: string) =>
    running ? [`${running.url}/api/payments/webhooks/${provider}`] : [];
  sandbox = await startSandbox({
    // The sandbox's defaults, which payment's test mode uses when no key is set.
    flutterwaveHash: 'sandbox-flutterwave-hash',
    flutterwaveSecretKey: 'FLWSECK_TEST-sandbox',
    paystackSecret: 'sk_test_sandbox',
    webhookTargets: () => ({ flutterwave: webhooksTo('flutterwave'), paystack: webhooksTo('paystack') }),
  });
  running = await startServiceForTest(paymentService, {
    env: {
      PAYMENT_PROVIDER_MODE: 'sandbox',
      FLUTTERWAVE_BASE_URL: sandbox.url,
      PAYSTACK_BASE_URL: sandbox.url,
      PAYMENT_WEBHOOK_POLL_MS: '100',
    },
  });
  pool = testPool(running.database!.url);
});
afterAll(async () => {
  await pool.end();
  await running?.stop();
  await sandbox.stop();
});

const payment = () => running!;

it('when in sandbox mode, then the config says test mode with the sandbox scripts by path on the shop’s own address', async () => {
  const answer = await (await fetch(`${payment().url}/api/payments/config`)).json();

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
  await payment().bus.publish('order.created', [
    createEnvelope('order', { type: 'order.created', key: data.orderId, data }),
  ]);
  return txRef;
}

/** What the sandbox's payment window posts when the shopper presses Pay or Fail. */
function pressInPaymentWindow(provider: 'flutterwave' | 'paystack', txRef: string, outcome: 'pay' | 'fail') {
  return fetch(`${sandbox.url}/sandbox/pay`, {
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
      const admin = payment().keys.sign({ _id: randomUUID(), isAdmin: true, tv: 0 });

      const answer = await fetch(`${payment().url}/internal/payments/refunds`, {
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
      // How the refund checks ask (Paystack's GET /refund/:id), at the same base URL.
      await expect(payment().service.deps.refunds[provider].refundStatus(refund.refundId)).resolves.toEqual({
        refundId: refund.refundId,
        status: 'completed',
      });
    },
  );
});
