import { waitFor } from '@glow/testing';
import type { ProviderName } from '../src/clients';
import type { Scenario } from './support/scripted-transactions';
import {
  startDoubles,
  startPayment,
  type Doubles,
  type PaymentUnderTest,
  type Trial,
} from './support/payment-service';

// Long enough that a slow machine still asks inside the break.
const breakMs = 1500;
let doubles: Doubles;
let payment: PaymentUnderTest;

beforeAll(async () => {
  doubles = await startDoubles();
});
afterAll(() => doubles.stop());
beforeEach(async () => {
  payment = await startPayment({
    doubles,
    env: {
      PAYMENT_PROVIDER_BREAK_MS: String(breakMs),
      PAYMENT_PROVIDER_TIMEOUTS_TO_BREAK: '2',
      // Below the doubles' slow answer (slowAnswerMs).
      PROVIDER_TIMEOUT_MS: '1000',
    },
  });
});
afterEach(() => payment.stop());

async function expectedTrial(provider: ProviderName, scenario: Scenario) {
  const trial = payment.trial(provider, scenario);
  await payment.orderCreated(trial);
  return trial;
}

/** Requests the provider's double saw about the trial, by reference or by transaction id. */
const callsTo = (provider: ProviderName, trial: Trial) =>
  doubles[provider].requests.filter(
    ({ path }) => path.includes(trial.txRef) || path.includes(`/${trial.transactionId}/`),
  ).length;

async function circuitOpen(provider: ProviderName): Promise<number> {
  const metrics = await (await fetch(`${payment.running.url}/metrics`)).text();
  const line = new RegExp(`^payment_provider_circuit_open\\{[^}]*provider="${provider}"[^}]*\\} (\\d)$`, 'm');
  const sample = line.exec(metrics);
  return Number(sample?.[1]);
}

it('when a provider answers 429, then it is not called during the break, its verifies answer pending, and a good answer afterwards closes it', async () => {
  const limited = await expectedTrial('flutterwave', 'rate-limited');
  const paid = await expectedTrial('flutterwave', 'success');
  expect((await payment.verify(limited)).body).toMatchObject({ status: 'pending' });

  const meanwhile = await payment.verify(paid);

  expect(meanwhile.body).toMatchObject({
    status: 'pending',
    reason: expect.stringMatching(/^flutterwave: not called/),
  });
  expect(callsTo('flutterwave', paid)).toBe(0);
  expect(await circuitOpen('flutterwave')).toBe(1);
  expect(await payment.events(paid.txRef)).toEqual([]);

  const later = await waitFor('the break to end', async () => {
    const answer = await payment.verify(paid);
    return (answer.body as { status: string }).status === 'succeeded' && answer;
  });
  expect(later.status).toBe(200);
  expect(callsTo('flutterwave', paid)).toBe(1);
  expect(await circuitOpen('flutterwave')).toBe(0);
  expect(await payment.events(limited.txRef)).toEqual([]);
});

it('when one provider’s circuit is open, then the other is still asked', async () => {
  await payment.verify(await expectedTrial('flutterwave', 'rate-limited'));
  const paystack = await expectedTrial('paystack', 'success');

  const answer = await payment.verify(paystack);

  expect(answer.body).toEqual({ status: 'succeeded', transactionId: paystack.transactionId });
  expect(await circuitOpen('flutterwave')).toBe(1);
  expect(await circuitOpen('paystack')).toBe(0);
});

it('when a provider times out twice in a row, then its circuit opens', async () => {
  const slow = [await expectedTrial('paystack', 'slow'), await expectedTrial('paystack', 'slow')];
  const paid = await expectedTrial('paystack', 'success');
  for (const trial of slow) expect((await payment.verify(trial)).body).toMatchObject({ status: 'pending' });

  const answer = await payment.verify(paid);

  expect(answer.body).toMatchObject({
    status: 'pending',
    reason: expect.stringMatching(/^paystack: not called/),
  });
  expect(callsTo('paystack', paid)).toBe(0);
  expect(await circuitOpen('paystack')).toBe(1);
});

it('when a provider’s circuit is open, then reconciliation leaves its references their turn and asks after the break', async () => {
  const limited = await expectedTrial('flutterwave', 'rate-limited');
  await payment.verify(limited);
  const paid = await expectedTrial('flutterwave', 'success');
  const looks = async () =>
    (
      await payment.pool.query<{ n: number }>(
        'SELECT reconcile_attempts AS n FROM payment.expected_payments WHERE tx_ref = $1',
        [paid.txRef],
      )
    ).rows[0]!.n;

  await payment.parts.reconciliation.runNow();
  expect(await looks()).toBe(0);
  expect(callsTo('flutterwave', paid)).toBe(0);

  await new Promise((resolve) => setTimeout(resolve, breakMs + 50));
  payment.retry(limited, 'success');
  await payment.parts.reconciliation.runNow();

  expect(await looks()).toBe(1);
  expect(await payment.events(paid.txRef)).toEqual([expect.objectContaining({ topic: 'payment.succeeded' })]);
});
