import { createEnvelope, type TopicData } from '@glow/contracts';
import { startServiceForTest, testPool, waitFor, type ServiceUnderTest } from '@glow/service-kit/testing';
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

it.each(['flutterwave', 'paystack'] as const)(
  'when a shopper pays in the %s sandbox, then its webhook reaches this service, which verifies against the sandbox and emits payment.succeeded',
  async (provider) => {
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

    const paid = await fetch(`${running.url}/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider,
        outcome: 'pay',
        tx_ref: txRef,
        amount: provider === 'paystack' ? '300000' : '3000',
        currency: 'NGN',
        email: 'ada@example.com',
      }),
    });
    expect(paid.status).toBe(201);

    const events = await waitFor('payment.succeeded', async () => {
      const { rows } = await pool.query(
        "SELECT topic FROM payment.outbox WHERE envelope->'data'->>'tx_ref' = $1",
        [txRef],
      );
      return rows.length > 0 && rows;
    });
    expect(events).toEqual([{ topic: 'payment.succeeded' }]);
  },
);
