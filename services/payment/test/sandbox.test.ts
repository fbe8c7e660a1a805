import { randomUUID } from 'node:crypto';
import { flutterwaveProvider, paystackProvider } from '../src/clients';
import { acceptsPayment } from '../src/domain/accepts-payment';
import { sandboxSecrets, startSandbox, type RunningSandbox } from './support/start-sandbox';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

let sandbox: RunningSandbox;
let flutterwaveHook: WebhookReceiver;
let paystackHook: WebhookReceiver;
const givenUp: string[] = [];

beforeAll(async () => {
  [flutterwaveHook, paystackHook] = await Promise.all([startWebhookReceiver(), startWebhookReceiver()]);
  sandbox = await startSandbox({
    webhookTargets: { flutterwave: [flutterwaveHook.url], paystack: [paystackHook.url] },
    webhookRetryDelaysMs: [20, 20, 20],
    onWebhookGiveUp: (delivery) => givenUp.push(delivery.url),
  });
});
afterAll(() => Promise.all([sandbox.stop(), flutterwaveHook.stop(), paystackHook.stop()]));

const flutterwave = () =>
  flutterwaveProvider({
    baseUrl: sandbox.url,
    secretKey: sandboxSecrets.flutterwaveSecretKey,
    webhookHash: sandboxSecrets.flutterwaveHash,
    timeoutMs: 2_000,
  });
const paystack = () =>
  paystackProvider({ baseUrl: sandbox.url, secretKey: sandboxSecrets.paystackSecret, timeoutMs: 2_000 });

async function settle(body: Record<string, string>) {
  const response = await fetch(`${sandbox.url}/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ currency: 'NGN', email: 'ada@example.com', ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the payment window', () => {
  it('when opened, then it says test mode and offers Pay, Fail and Close', async () => {
    const response = await fetch(
      `${sandbox.url}/sandbox/pay?provider=paystack&tx_ref=r&amount=1050&currency=NGN`,
    );
    const html = await response.text();

    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('Test mode — no real money');
    for (const label of ['Pay', 'Fail', 'Close']) expect(html).toContain(`>${label}</button>`);
  });
});

describe('Flutterwave in the sandbox', () => {
  it('when the shopper pays, then the callback, verify and a signed webhook all agree', async () => {
    const txRef = randomUUID();

    const paid = await settle({ provider: 'flutterwave', outcome: 'pay', tx_ref: txRef, amount: '12500.5' });

    expect(paid.status).toBe(201);
    const callback = paid.body.response as Record<string, unknown>;
    expect(callback).toMatchObject({ status: 'successful', tx_ref: txRef, amount: 12500.5, currency: 'NGN' });
    const byId = await flutterwave().verify({ transactionId: String(callback.transaction_id), txRef });
    const byRef = await flutterwave().verify({ txRef });
    expect(byId).toEqual(byRef);
    expect(acceptsPayment(byId, { txRef, amount: '12500.50', currency: 'NGN' })).toEqual({ ok: true });
    await sandbox.webhooksSettled();
    const webhook = flutterwaveHook.received.at(-1)!;
    expect(flutterwave().checkWebhook(webhook.rawBody, webhook.headers)).toMatchObject({
      event: 'charge.completed',
      txRef,
      transactionId: String(callback.transaction_id),
      status: 'successful',
    });
  });

  it('when the shopper fails the payment, then verify says failed and the webhook says so', async () => {
    const txRef = randomUUID();

    const failed = await settle({ provider: 'flutterwave', outcome: 'fail', tx_ref: txRef, amount: '3000' });

    expect(failed.body.response).toMatchObject({ status: 'failed', tx_ref: txRef });
    expect(await flutterwave().verify({ txRef })).toMatchObject({ status: 'failed', amount: '3000.00' });
    await sandbox.webhooksSettled();
    const webhook = flutterwaveHook.received.at(-1)!;
    expect(flutterwave().checkWebhook(webhook.rawBody, webhook.headers)).toMatchObject({
      txRef,
      status: 'failed',
    });
  });

  it('when the reference was never paid, then verify is a not-found error', async () => {
    await expect(flutterwave().verify({ txRef: randomUUID() })).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('Paystack in the sandbox', () => {
  it('when the shopper pays kobo, then the callback, verify and the signed webhook all agree', async () => {
    const reference = randomUUID();

    const paid = await settle({ provider: 'paystack', outcome: 'pay', tx_ref: reference, amount: '1050' });

    expect(paid.body.response).toMatchObject({
      reference,
      status: 'success',
      message: 'Approved',
      trxref: reference,
    });
    const verified = await paystack().verify({ txRef: reference });
    expect(verified).toMatchObject({ status: 'successful', amount: '10.50', currency: 'NGN' });
    expect(acceptsPayment(verified, { txRef: reference, amount: '10.50', currency: 'NGN' })).toEqual({
      ok: true,
    });
    await sandbox.webhooksSettled();
    const webhook = paystackHook.received.at(-1)!;
    expect(paystack().checkWebhook(webhook.rawBody, webhook.headers)).toMatchObject({
      event: 'charge.success',
      txRef: reference,
    });
  });

  it('when the shopper fails the payment, then verify says failed and no charge.success is sent', async () => {
    const reference = randomUUID();
    const before = paystackHook.received.length;

    await settle({ provider: 'paystack', outcome: 'fail', tx_ref: reference, amount: '1050' });

    expect(await paystack().verify({ txRef: reference })).toMatchObject({ status: 'failed' });
    await sandbox.webhooksSettled();
    expect(paystackHook.received).toHaveLength(before);
  });

  it('when verify comes with another secret key, then it is refused like Paystack does', async () => {
    const wrongKey = paystackProvider({ baseUrl: sandbox.url, secretKey: 'sk_test_other', timeoutMs: 2_000 });

    await expect(wrongKey.verify({ txRef: 'any' })).rejects.toMatchObject({ kind: 'http', httpStatus: 401 });
  });
});

describe('settling', () => {
  it('when a paid reference is paid again, then it is refused as a duplicate', async () => {
    const txRef = randomUUID();
    await settle({ provider: 'paystack', outcome: 'pay', tx_ref: txRef, amount: '500' });

    const again = await settle({ provider: 'paystack', outcome: 'pay', tx_ref: txRef, amount: '500' });

    expect(again).toEqual({ status: 409, body: { message: 'Duplicate transaction reference' } });
  });

  it('when a failed reference is tried again, then the new outcome is what verify says', async () => {
    const txRef = randomUUID();
    await settle({ provider: 'flutterwave', outcome: 'fail', tx_ref: txRef, amount: '20' });

    await settle({ provider: 'flutterwave', outcome: 'pay', tx_ref: txRef, amount: '20' });

    expect(await flutterwave().verify({ txRef })).toMatchObject({ status: 'successful' });
  });

  it.each([
    ['a Paystack amount that is not whole kobo', { provider: 'paystack', amount: '10.50' }],
    ['a zero amount', { provider: 'flutterwave', amount: '0' }],
    ['no email', { provider: 'flutterwave', amount: '10', email: '' }],
    ['an unknown provider', { provider: 'stripe', amount: '10' }],
  ])('when the page sends %s, then 400 with a message', async (_, change) => {
    const answer = await settle({ outcome: 'pay', tx_ref: randomUUID(), ...change });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
  });
});

describe('webhook delivery', () => {
  it('when the target fails twice, then the webhook is retried until it is taken', async () => {
    flutterwaveHook.failNext = 2;
    const before = flutterwaveHook.received.length;
    const txRef = randomUUID();

    await settle({ provider: 'flutterwave', outcome: 'pay', tx_ref: txRef, amount: '100' });
    await sandbox.webhooksSettled();

    expect(flutterwaveHook.received).toHaveLength(before + 1);
    expect(JSON.parse(flutterwaveHook.received.at(-1)!.rawBody.toString()).data.tx_ref).toBe(txRef);
  });

  it('when the target keeps failing, then the sandbox gives up after its retries', async () => {
    flutterwaveHook.failNext = 10;

    await settle({ provider: 'flutterwave', outcome: 'pay', tx_ref: randomUUID(), amount: '100' });
    await sandbox.webhooksSettled();

    expect(givenUp).toEqual([flutterwaveHook.url]);
    flutterwaveHook.failNext = 0;
  });
});
