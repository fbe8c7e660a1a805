import type { ProviderName } from '../src/clients';
import { reconcileThroughItsDay } from './support/reconcile-clock';
import type { Scenario } from './support/scripted-transactions';
import { startPayment, type PaymentUnderTest } from './support/payment-service';

let payment: PaymentUnderTest;
beforeAll(async () => {
  payment = await startPayment();
});
afterAll(() => payment.stop());

async function expectedTrial(provider: ProviderName, scenario: Scenario) {
  const trial = payment.trial(provider, scenario);
  await payment.orderCreated(trial);
  return trial;
}

const reconcileState = async (txRef: string) =>
  (
    await payment.pool.query<{ attempts: number; done: boolean }>(
      `SELECT reconcile_attempts AS attempts, reconcile_done_at IS NOT NULL AS done
         FROM payment.expected_payments WHERE tx_ref = $1`,
      [txRef],
    )
  ).rows[0];

/** The looks an unpaid reference gets: growing waits, one just after its 30-minute window, then every 2 h. */
const growingLooks = [0, 0.5, 1.5, 3.5, 8.5, 23.5, 31];
const everyTwoHoursAfterTheWindow = Array.from({ length: 11 }, (_, look) => 151 + look * 120);

it('when a checkout is abandoned before the provider heard of it, then reconciliation asks 8 times and stops once its window closed 15 minutes ago', async () => {
  const abandoned = await expectedTrial('flutterwave', 'unknown');

  const asked = await reconcileThroughItsDay(payment, abandoned);

  expect(asked).toEqual([...growingLooks, 151]);
  expect(await reconcileState(abandoned.txRef)).toEqual({ attempts: 8, done: true });
});

it.each([
  ['paystack', 'pending'],
  ['flutterwave', 'failed'],
] as const)(
  'when the %s reference stays %s, then reconciliation keeps asking, every 2 h once the window closed, until a day after it',
  async (provider, scenario) => {
    const unpaid = await expectedTrial(provider, scenario);

    const asked = await reconcileThroughItsDay(payment, unpaid);

    expect(asked).toEqual([...growingLooks, ...everyTwoHoursAfterTheWindow]);
    expect(await reconcileState(unpaid.txRef)).toEqual({ attempts: 18, done: false });
  },
);

it('when the provider heard of nothing at first and the shopper pays late in the window, then the look after the window settles it', async () => {
  const trial = await expectedTrial('flutterwave', 'unknown');

  const asked = await reconcileThroughItsDay(payment, trial, (minute) => {
    if (minute === 31) payment.retry(trial, 'success');
  });

  expect(asked).toEqual(growingLooks);
  expect(await payment.events(trial.txRef)).toEqual([
    expect.objectContaining({ topic: 'payment.succeeded' }),
  ]);
});

it('when a reference was stopped, then a webhook or verify still settles it', async () => {
  const trial = await expectedTrial('flutterwave', 'unknown');
  await reconcileThroughItsDay(payment, trial);
  const paid = payment.retry(trial, 'success');

  const answer = await payment.verify(paid);

  expect(answer.body).toEqual({ status: 'succeeded', transactionId: paid.transactionId });
});
