import { paystackProvider, PaymentProviderError, type PaymentProvider } from '../src/clients';
import { startPaystackDouble, type PaystackDouble } from './support/paystack-double';
import type { Scenario } from './support/scripted-transactions';
import { paystackWebhook } from './support/webhook-signing';

const secretKey = 'sk_test_double';
let double: PaystackDouble;
let provider: PaymentProvider;
let nextId = 4099260516;

beforeAll(async () => {
  double = await startPaystackDouble(secretKey);
  provider = paystackProvider({ baseUrl: double.url, secretKey, timeoutMs: 500 });
});
afterAll(() => double.stop());

function scripted(scenario: Scenario, amount = '10.50') {
  const transaction = {
    txRef: `ref-${scenario}-${nextId}`,
    transactionId: String(nextId++),
    amount,
    currency: 'NGN',
    scenario,
  };
  double.script(transaction);
  return transaction;
}

describe('verify', () => {
  it.each([
    ['success', 'successful', '10.50', 'NGN'],
    ['failed', 'failed', '10.50', 'NGN'],
    ['pending', 'pending', '10.50', 'NGN'],
    ['wrong-amount', 'successful', '9.50', 'NGN'],
    ['wrong-currency', 'successful', '10.50', 'USD'],
  ] as const)(
    'when the transaction is scripted %s, then verify reports %s %s %s',
    async (scenario, status, amount, currency) => {
      const transaction = scripted(scenario);

      const verified = await provider.verify({ txRef: transaction.txRef });

      expect(verified).toEqual({
        provider: 'paystack',
        status,
        txRef: transaction.txRef,
        transactionId: transaction.transactionId,
        amount,
        currency,
      });
    },
  );

  it('when verifying, then it asks /transaction/verify/{reference} with the secret key and converts kobo exactly', async () => {
    const transaction = scripted('success', '0.30');

    const verified = await provider.verify({ txRef: transaction.txRef });

    expect(verified.amount).toBe('0.30');
    expect(double.requests.at(-1)).toEqual({
      method: 'GET',
      path: `/transaction/verify/${transaction.txRef}`,
      authorization: `Bearer ${secretKey}`,
    });
  });

  it('when the reference is unknown (status false), then a not-found error that is not retryable', async () => {
    await expect(provider.verify({ txRef: 'never-paid' })).rejects.toMatchObject({
      kind: 'not-found',
      retryable: false,
    });
  });

  it.each([
    ['http-500', 'http'],
    ['slow', 'timeout'],
  ] as const)(
    'when the provider answers %s, then a retryable %s error, never a failed payment',
    async (scenario, kind) => {
      const transaction = scripted(scenario);

      const verifying = provider.verify({ txRef: transaction.txRef });

      await expect(verifying).rejects.toBeInstanceOf(PaymentProviderError);
      await expect(verifying).rejects.toMatchObject({ kind, retryable: true });
    },
  );

  it('when a gateway answers 429 in text, then a retryable http error carrying 429', async () => {
    const transaction = scripted('rate-limited');

    await expect(provider.verify({ txRef: transaction.txRef })).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 429,
      retryable: true,
    });
  });

  it('when the secret key is wrong, then a retryable http error', async () => {
    const transaction = scripted('success');
    const wrongKey = paystackProvider({ baseUrl: double.url, secretKey: 'sk_wrong', timeoutMs: 500 });

    await expect(wrongKey.verify({ txRef: transaction.txRef })).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 401,
    });
  });
});

describe('checkWebhook', () => {
  const body = {
    event: 'charge.success',
    data: { id: 302961, reference: 'ref-1', status: 'success', amount: 1050, currency: 'NGN' },
  };

  it('when x-paystack-signature is the HMAC-SHA512 of the raw body, then the event names the transaction', () => {
    const { rawBody, headers } = paystackWebhook(body, secretKey);

    expect(provider.checkWebhook(rawBody, headers)).toEqual({
      provider: 'paystack',
      event: 'charge.success',
      txRef: 'ref-1',
      transactionId: '302961',
      status: 'success',
      amount: '10.50',
      currency: 'NGN',
    });
  });

  it('when the body was changed after signing, then it is refused', () => {
    const { rawBody, headers } = paystackWebhook(body, secretKey);
    const tampered = Buffer.from(rawBody.toString().replace('1050', '9999999'));

    expect(provider.checkWebhook(tampered, headers)).toBeNull();
  });

  it('when the body was re-serialised with other spacing, then it is refused: the raw bytes are signed', () => {
    const { rawBody, headers } = paystackWebhook(body, secretKey);
    const respaced = Buffer.from(JSON.stringify(JSON.parse(rawBody.toString()), null, 2));

    expect(provider.checkWebhook(respaced, headers)).toBeNull();
  });

  it.each([
    ['signed with another key', () => paystackWebhook(body, 'sk_other').headers],
    ['without a signature', () => ({})],
    ['with a signature that is not hex', () => ({ 'x-paystack-signature': 'z'.repeat(128) })],
    [
      'with a truncated signature',
      () => ({
        'x-paystack-signature': paystackWebhook(body, secretKey).headers['x-paystack-signature']!.slice(2),
      }),
    ],
  ])('when the webhook comes %s, then it is refused', (_, headers) => {
    expect(provider.checkWebhook(paystackWebhook(body, secretKey).rawBody, headers())).toBeNull();
  });
});
