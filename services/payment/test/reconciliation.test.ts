import { startPayment, type PaymentUnderTest } from './support/payment-service';

let payment: PaymentUnderTest;
beforeAll(async () => {
  payment = await startPayment();
});
afterAll(() => payment.stop());

it('when the provider was down at verify time, then nothing is recorded and a later reconciliation settles it', async () => {
  const trial = payment.trial('flutterwave', 'http-500');
  await payment.orderCreated(trial);
  expect((await payment.verify(trial)).body).toMatchObject({ status: 'pending' });
  expect(await payment.events(trial.txRef)).toEqual([]);
  trial.scenario = 'success';
  await payment.pool.query('UPDATE payment.expected_payments SET reconcile_at = now() WHERE tx_ref = $1', [
    trial.txRef,
  ]);

  await payment.parts.reconciliation.runNow();

  expect(await payment.events(trial.txRef)).toEqual([
    expect.objectContaining({ topic: 'payment.succeeded' }),
  ]);
});

it('when a shopper paid and no verify or webhook came, then reconciliation asks by reference and settles it', async () => {
  const trial = payment.trial('paystack', 'success');
  await payment.orderCreated(trial);

  await payment.parts.reconciliation.runNow();

  expect(await payment.events(trial.txRef)).toEqual([
    expect.objectContaining({ topic: 'payment.succeeded' }),
  ]);
});

it('when an expected payment expired more than a day ago, then reconciliation leaves it alone', async () => {
  const trial = payment.trial('flutterwave', 'success');
  await payment.orderCreated(trial);
  await payment.pool.query(
    "UPDATE payment.expected_payments SET expires_at = now() - interval '25 hours' WHERE tx_ref = $1",
    [trial.txRef],
  );

  await payment.parts.reconciliation.runNow();

  expect(await payment.events(trial.txRef)).toEqual([]);
});

it('when one transaction races verify, 5 duplicate webhooks and reconciliation 100 times, then each emits exactly one payment.succeeded', async () => {
  const trials = Array.from({ length: 100 }, (_, i) =>
    payment.trial(i % 2 === 0 ? 'flutterwave' : 'paystack', 'success'),
  );
  await Promise.all(trials.map((trial) => payment.orderCreated(trial)));

  for (let batch = 0; batch < trials.length; batch += 20) {
    await Promise.all(
      trials.slice(batch, batch + 20).map(async (trial) => {
        const webhook = payment.signedWebhook(trial);
        const answers = await Promise.all([
          payment.verify(trial),
          ...Array.from({ length: 5 }, () => payment.webhook(trial.provider, webhook)),
          payment.parts.reconciliation.runNow().then(() => ({ status: 200, body: undefined })),
        ]);
        expect(answers.map((a) => a.status)).toEqual(Array(7).fill(200));
        expect(answers[0]!.body).toMatchObject({ status: expect.stringMatching(/^(succeeded|pending)$/) });
      }),
    );
  }
  await payment.parts.webhookWorker.runNow();
  await payment.parts.reconciliation.runNow();

  const { rows } = await payment.pool.query<{ tx_ref: string; n: string }>(
    `SELECT envelope->'data'->>'tx_ref' AS tx_ref, count(*) AS n FROM payment.outbox
      WHERE topic = 'payment.succeeded' AND envelope->'data'->>'tx_ref' = ANY($1) GROUP BY 1`,
    [trials.map((t) => t.txRef)],
  );
  expect(rows).toHaveLength(100);
  expect(rows.every((row) => row.n === '1')).toBe(true);
  const failed = await payment.pool.query(
    "SELECT 1 FROM payment.outbox WHERE topic = 'payment.failed' AND envelope->'data'->>'tx_ref' = ANY($1)",
    [trials.map((t) => t.txRef)],
  );
  expect(failed.rowCount).toBe(0);
}, 60_000);
