import { randomUUID } from 'node:crypto';
import { createEnvelope, type InternalVerifyRequest, type TopicData } from '@glow/contracts';
import type { Pool } from '@glow/service-kit';
import {
  createTestDatabase,
  createTestKeys,
  startServiceForTest,
  testPool,
  type ServiceUnderTest,
  type TestDatabase,
  type TestKeys,
} from '@glow/testing';
import { paymentService } from '../../src';
import type { PaymentParts } from '../../src/deps';
import type { ProviderName } from '../../src/clients';
import { startFlutterwaveDouble, type FlutterwaveDouble } from './flutterwave-double';
import { koboOf, startPaystackDouble, type PaystackDouble } from './paystack-double';
import type { Scenario, ScriptedTransaction } from './scripted-transactions';
import { flutterwaveWebhook, paystackWebhook, type SignedWebhook } from './webhook-signing';

export const secrets = {
  flutterwaveSecretKey: 'FLWSECK_TEST-double',
  flutterwaveHash: 'glow-secret-hash',
  paystackSecretKey: 'sk_test_double',
};

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface Trial extends ScriptedTransaction {
  provider: ProviderName;
  orderId: string;
  userId: string;
  token: string;
}

export interface PaymentUnderTest {
  running: ServiceUnderTest<PaymentParts>;
  parts: PaymentParts;
  pool: Pool;
  /** The providers' doubles this instance asks. */
  doubles: Doubles;
  /** A transaction scripted at the provider's double (not yet known to the service). */
  trial(provider: ProviderName, scenario: Scenario, amount?: string): Trial;
  /**
   * The shopper tries again in the same payment window, under the same reference: Flutterwave makes a
   * new transaction per attempt, Paystack changes the status of the reference's one transaction.
   */
  retry(trial: Trial, scenario: Scenario): Trial;
  /** Publishes the trial's order.created; handled before it resolves. */
  orderCreated(trial: Trial): Promise<void>;
  verify(trial: Trial, changes?: Partial<InternalVerifyRequest>, token?: string): Promise<Answer>;
  webhook(provider: ProviderName, signed: SignedWebhook): Promise<Answer>;
  signedWebhook(trial: Trial): SignedWebhook;
  /** The payment events in the outbox for a reference, oldest first. */
  events(txRef: string): Promise<{ topic: string; data: Record<string, unknown> }[]>;
  stop(): Promise<void>;
}

export interface Doubles {
  flutterwave: FlutterwaveDouble;
  paystack: PaystackDouble;
  stop(): Promise<void>;
}

export async function startDoubles(): Promise<Doubles> {
  const flutterwave = await startFlutterwaveDouble(secrets.flutterwaveSecretKey);
  const paystack = await startPaystackDouble(secrets.paystackSecretKey);
  return {
    flutterwave,
    paystack,
    stop: async () => {
      await flutterwave.stop();
      await paystack.stop();
    },
  };
}

export function liveEnv(doubles: Doubles): Record<string, string> {
  return {
    PAYMENT_PROVIDER_MODE: 'live',
    FLUTTERWAVE_BASE_URL: doubles.flutterwave.url,
    FLUTTERWAVE_SECRET_KEY: secrets.flutterwaveSecretKey,
    FLUTTERWAVE_WEBHOOK_HASH: secrets.flutterwaveHash,
    FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-double',
    PAYSTACK_BASE_URL: doubles.paystack.url,
    PAYSTACK_SECRET_KEY: secrets.paystackSecretKey,
    PAYSTACK_PUBLIC_KEY: 'pk_test_double',
    // Far above the doubles' answer time: on a busy CI machine a 1 s limit turned a scripted decline
    // into `pending` (the doubles share the test's event loop). provider-circuit.test.ts, which
    // needs timeouts, sets its own.
    PROVIDER_TIMEOUT_MS: '5000',
    // A busy test machine's slow answers are no provider outage: only provider-circuit.test.ts, with
    // its own settings, lets timeouts open a circuit (a 429 still does everywhere).
    PAYMENT_PROVIDER_TIMEOUTS_TO_BREAK: '1000',
    // Tests run reconciliation passes themselves.
    PAYMENT_RECONCILE_INTERVAL_MS: '3600000',
    PAYMENT_RECONCILE_MIN_AGE_MS: '0',
    PAYMENT_WEBHOOK_POLL_MS: '100',
    PAYMENT_WEBHOOK_RETRY_MS: '50',
    DATABASE_POOL_MAX: '20',
  };
}

let nextTransactionId = 7_000_000 + Math.floor(Math.random() * 1_000_000);

export interface StartOptions {
  env?: Record<string, string>;
  database?: TestDatabase;
  keys?: TestKeys;
  doubles?: Doubles;
}

/** Payment in live mode against the providers' doubles, on a fresh (or the given) database. */
export async function startPayment(options: StartOptions = {}): Promise<PaymentUnderTest> {
  const doubles = options.doubles ?? (await startDoubles());
  const running = await startServiceForTest(paymentService, {
    env: { ...liveEnv(doubles), ...options.env },
    database: options.database,
    keys: options.keys,
  });
  const pool = testPool(running.database!.url);
  const parts = running.service.deps;

  const post = async (path: string, body: BodyInit, headers: Record<string, string>): Promise<Answer> => {
    const response = await fetch(`${running.url}${path}`, { method: 'POST', headers, body });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };

  const trial = (provider: ProviderName, scenario: Scenario, amount = '12500.50'): Trial => {
    const userId = randomUUID();
    const transaction: Trial = {
      provider,
      txRef: `glow-${randomUUID()}`,
      transactionId: String(nextTransactionId++),
      amount,
      currency: 'NGN',
      scenario,
      orderId: randomUUID(),
      userId,
      token: running.keys.sign({ _id: userId, isAdmin: false, tv: 0 }),
    };
    doubles[provider].script(transaction);
    return transaction;
  };

  const retry = (earlier: Trial, scenario: Scenario): Trial => {
    const transactionId =
      earlier.provider === 'paystack' ? earlier.transactionId : String(nextTransactionId++);
    const attempt = { ...earlier, transactionId, scenario };
    doubles[earlier.provider].script(attempt);
    return attempt;
  };

  const expected = (t: Trial) => ({
    orderId: t.orderId,
    userId: t.userId,
    amount: Number(t.amount),
    currency: t.currency,
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  });

  return {
    running,
    parts,
    pool,
    doubles,
    trial,
    retry,
    orderCreated: async (t) => {
      const data: TopicData<'order.created'> = {
        orderId: t.orderId,
        userId: t.userId,
        totalAmount: Number(t.amount),
        currency: t.currency,
        items: [{ productId: randomUUID(), quantity: 1, unitPrice: Number(t.amount) }],
        payment: { tx_ref: t.txRef, method: t.provider, ...expected(t) },
      };
      await running.bus.publish('order.created', [
        createEnvelope('order', { type: 'order.created', key: t.orderId, data }),
      ]);
    },
    verify: (t, changes = {}, token = t.token) =>
      post(
        '/internal/payments/verify',
        JSON.stringify({
          provider: t.provider,
          tx_ref: t.txRef,
          transaction_id: t.transactionId,
          ...changes,
        }),
        { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ),
    webhook: (provider, signed) =>
      post(`/api/payments/webhooks/${provider}`, new Uint8Array(signed.rawBody), signed.headers),
    signedWebhook: (t) =>
      t.provider === 'flutterwave'
        ? flutterwaveWebhook(
            {
              event: 'charge.completed',
              data: { id: Number(t.transactionId), tx_ref: t.txRef, status: 'successful', amount: 1 },
            },
            secrets.flutterwaveHash,
          )
        : paystackWebhook(
            {
              event: 'charge.success',
              data: {
                id: Number(t.transactionId),
                reference: t.txRef,
                status: 'success',
                amount: koboOf('1'),
              },
            },
            secrets.paystackSecretKey,
          ),
    events: async (txRef) => {
      const { rows } = await pool.query<{ topic: string; envelope: { data: Record<string, unknown> } }>(
        `SELECT topic, envelope FROM payment.outbox
          WHERE topic LIKE 'payment.%' AND envelope->'data'->>'tx_ref' = $1 ORDER BY id`,
        [txRef],
      );
      return rows.map((row) => ({ topic: row.topic, data: row.envelope.data }));
    },
    stop: async () => {
      await pool.end();
      await running.stop();
      if (!options.doubles) await doubles.stop();
    },
  };
}

export { createTestDatabase, createTestKeys };
