import { flutterwaveProvider, PaymentProviderError, type PaymentProvider } from '../src/clients';
import { startFlutterwaveDouble, type FlutterwaveDouble } from './support/flutterwave-double';
import type { Scenario } from './support/scripted-transactions';
import { flutterwaveWebhook } from './support/webhook-signing';

const secretKey = 'FLWSECK_TEST-double';
const webhookHash = 'glow-secret-hash';
let double: FlutterwaveDouble;
let provider: PaymentProvider;
let nextId = 4975363;

beforeAll(async () => {
  double = await startFlutterwaveDouble(secretKey);
  provider = flutterwaveProvider({ baseUrl: double.url, secretKey, webhookHash, timeoutMs: 500 });
});
afterAll(() => double.stop());

function scripted(scenario: Scenario, amount = '12500.50') {
  const transaction = {
    txRef: `tx-${scenario}-${nextId}`,
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
    ['success', 'successful', '12500.50', 'NGN'],
    ['failed', 'failed', '12500.50', 'NGN'],
    ['pending', 'pending', '12500.50', 'NGN'],
    ['wrong-amount', 'successful', '12499.50', 'NGN'],
    ['wrong-currency', 'successful', '12500.50', 'USD'],
  ] as const)(
    'when the transaction is scripted %s, then verify by id reports %s %s %s',
    async (scenario, status, amount, currency) => {
      const transaction = scripted(scenario);

      const verified = await provider.verify({
        transactionId: transaction.transactionId,
        txRef: transaction.txRef,
      });

      expect(verified).toEqual({
        provider: 'flutterwave',
        status,
        txRef: transaction.txRef,
        transactionId: transaction.transactionId,
        amount,
        currency,
      });
    },
  );

  it('when only the tx_ref is known, then it verifies by reference with the secret key', async () => {
    const transaction = scripted('success', '3000');

    const verified = await provider.verify({ txRef: transaction.txRef });

    expect(verified).toMatchObject({
      status: 'successful',
      amount: '3000.00',
      transactionId: transaction.transactionId,
    });
    expect(double.requests.at(-1)).toEqual({
      method: 'GET',
      path: `/v3/transactions/verify_by_reference?tx_ref=${transaction.txRef}`,
      authorization: `Bearer ${secretKey}`,
    });
  });

  it('when the transaction is unknown, then a not-found error that is not retryable', async () => {
    const transaction = scripted('unknown');

    const verifying = provider.verify({ transactionId: transaction.transactionId, txRef: transaction.txRef });

    await expect(verifying).rejects.toMatchObject({
      name: 'PaymentProviderError',
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

      const verifying = provider.verify({
        transactionId: transaction.transactionId,
        txRef: transaction.txRef,
      });

      await expect(verifying).rejects.toBeInstanceOf(PaymentProviderError);
      await expect(verifying).rejects.toMatchObject({ kind, retryable: true });
    },
  );

  it('when the provider answers 429, then a retryable http error carrying 429', async () => {
    const transaction = scripted('rate-limited');

    await expect(provider.verify({ txRef: transaction.txRef })).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 429,
      retryable: true,
    });
  });

  it('when the secret key is wrong, then a retryable http error', async () => {
    const transaction = scripted('success');
    const wrongKey = flutterwaveProvider({
      baseUrl: double.url,
      secretKey: 'nope',
      webhookHash,
      timeoutMs: 500,
    });

    await expect(wrongKey.verify({ txRef: transaction.txRef })).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 401,
    });
  });

  it('when nothing listens at the base URL, then a retryable unreachable error', async () => {
    const nowhere = flutterwaveProvider({
      baseUrl: 'http://127.0.0.1:9',
      secretKey,
      webhookHash,
      timeoutMs: 500,
    });

    await expect(nowhere.verify({ txRef: 'tx' })).rejects.toMatchObject({
      kind: 'unreachable',
      retryable: true,
    });
  });
});

describe('checkWebhook', () => {
  const body = {
    event: 'charge.completed',
    data: { id: 285959875, tx_ref: 'tx-1', status: 'successful', amount: 100, currency: 'NGN' },
  };

  it('when verif-hash equals the secret hash, then the event names the transaction', () => {
    const { rawBody, headers } = flutterwaveWebhook(body, webhookHash);

    expect(provider.checkWebhook(rawBody, headers)).toEqual({
      provider: 'flutterwave',
      event: 'charge.completed',
      txRef: 'tx-1',
      transactionId: '285959875',
      status: 'successful',
      amount: '100.00',
      currency: 'NGN',
    });
  });

  it.each([
    ['a wrong hash', { 'verif-hash': 'guess' }],
    ['a hash of another length', { 'verif-hash': `${webhookHash}x` }],
    ['no hash', {}],
    ['an empty hash', { 'verif-hash': '' }],
  ])('when the webhook carries %s, then it is refused', (_, headers) => {
    expect(provider.checkWebhook(Buffer.from(JSON.stringify(body)), headers)).toBeNull();
  });

  it('when the header name has other capitals, then it is still read', () => {
    expect(
      provider.checkWebhook(Buffer.from(JSON.stringify(body)), { 'Verif-Hash': webhookHash }),
    ).not.toBeNull();
  });

  it('when the body is not an event, then it is refused even with the right hash', () => {
    expect(provider.checkWebhook(Buffer.from('not json'), { 'verif-hash': webhookHash })).toBeNull();
  });
});
