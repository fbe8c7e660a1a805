import { waitFor } from '@glow/testing';
import {
  createTestDatabase,
  createTestKeys,
  startDoubles,
  startPayment,
  type PaymentUnderTest,
} from './support/payment-service';

let payment: PaymentUnderTest;
beforeAll(async () => {
  payment = await startPayment();
});
afterAll(() => payment.stop());

const inboxCount = async (p: PaymentUnderTest) =>
  Number((await p.pool.query('SELECT count(*) AS n FROM payment.webhook_inbox')).rows[0].n);

describe('webhooks', () => {
  it.each(['flutterwave', 'paystack'] as const)(
    'when a signed %s webhook arrives for an expected payment, then it is answered 200 and settles once',
    async (provider) => {
      const trial = payment.trial(provider, 'success');
      await payment.orderCreated(trial);

      const answer = await payment.webhook(provider, payment.signedWebhook(trial));

      expect(answer.status).toBe(200);
      const events = await waitFor('payment.succeeded', async () => {
        const found = await payment.events(trial.txRef);
        return found.length > 0 && found;
      });
      expect(events).toEqual([expect.objectContaining({ topic: 'payment.succeeded' })]);
    },
  );

  it.each(['flutterwave', 'paystack'] as const)(
    'when the %s signature is wrong or missing, then 401 and nothing is stored',
    async (provider) => {
      const trial = payment.trial(provider, 'success');
      const signed = payment.signedWebhook(trial);
      const before = await inboxCount(payment);
      const forged = { ...signed.headers, 'verif-hash': 'guess', 'x-paystack-signature': 'ab'.repeat(64) };
      const unsigned = { 'content-type': 'application/json' };

      const answers = [
        await payment.webhook(provider, { rawBody: signed.rawBody, headers: forged }),
        await payment.webhook(provider, { rawBody: signed.rawBody, headers: unsigned }),
      ];

      expect(answers.map((a) => a.status)).toEqual([401, 401]);
      expect(await inboxCount(payment)).toBe(before);
    },
  );

  it('when a paystack body is re-serialised after signing, then the signature no longer holds: 401', async () => {
    const trial = payment.trial('paystack', 'success');
    const signed = payment.signedWebhook(trial);
    const spaced = Buffer.from(JSON.stringify(JSON.parse(signed.rawBody.toString()), null, 2));

    const answer = await payment.webhook('paystack', { rawBody: spaced, headers: signed.headers });

    expect(answer.status).toBe(401);
  });

  it('when the webhook claims success but the provider reports a short amount, then failed with a refund reason', async () => {
    const trial = payment.trial('flutterwave', 'wrong-amount');
    await payment.orderCreated(trial);

    await payment.webhook('flutterwave', payment.signedWebhook(trial));

    const events = await waitFor('payment.failed', async () => {
      const found = await payment.events(trial.txRef);
      return found.length > 0 && found;
    });
    expect(events).toEqual([
      expect.objectContaining({
        topic: 'payment.failed',
        data: expect.objectContaining({ reason: expect.stringMatching(/^refund: /) }),
      }),
    ]);
  });

  it('when the provider is down, then the webhook is retried until the provider answers', async () => {
    const trial = payment.trial('flutterwave', 'http-500');
    await payment.orderCreated(trial);

    await payment.webhook('flutterwave', payment.signedWebhook(trial));
    await waitFor('a retry scheduled', async () => {
      const { rows } = await payment.pool.query(
        'SELECT attempts FROM payment.webhook_inbox WHERE tx_ref = $1',
        [trial.txRef],
      );
      return rows[0]?.attempts >= 2;
    });
    expect(await payment.events(trial.txRef)).toEqual([]);
    trial.scenario = 'success';

    await waitFor(
      'payment.succeeded after the retry',
      async () => (await payment.events(trial.txRef)).length === 1,
    );
  });
});

it('when a webhook was stored and the service stopped before processing it, then a new instance settles it', async () => {
  const database = await createTestDatabase();
  const keys = createTestKeys();
  const doubles = await startDoubles();
  try {
    const first = await startPayment({ database, keys, doubles });
    await first.parts.webhookWorker.stop();
    const trial = first.trial('paystack', 'success');
    await first.orderCreated(trial);
    expect((await first.webhook('paystack', first.signedWebhook(trial))).status).toBe(200);
    expect(await first.events(trial.txRef)).toEqual([]);
    await first.stop();

    const second = await startPayment({ database, keys, doubles });
    try {
      await second.parts.webhookWorker.runNow();

      expect(await second.events(trial.txRef)).toEqual([
        expect.objectContaining({ topic: 'payment.succeeded' }),
      ]);
      const { rows } = await second.pool.query('SELECT outcome FROM payment.webhook_inbox');
      expect(rows).toEqual([{ outcome: 'succeeded' }]);
    } finally {
      await second.stop();
    }
  } finally {
    await doubles.stop();
    await database.drop();
  }
});
