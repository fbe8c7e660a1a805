import type { PaymentUnderTest, Trial } from './payment-service';

/** An expected payment's life as reconciliation sees it: its window (30 min) and the day after. */
export const windowAndDayMs = (30 + 24 * 60) * 60_000;

/** Requests the trial's provider double saw about it, by reference or by transaction id. */
export function providerCalls(payment: PaymentUnderTest, trial: Trial): number {
  return payment.doubles[trial.provider].requests.filter(
    ({ path }) => path.includes(trial.txRef) || path.includes(`/${trial.transactionId}/`),
  ).length;
}

/**
 * Lives through a reference's window and the day after without waiting: before each pass its
 * timestamps move back by the wait until its next look, as if that time had gone by. Answers the
 * minutes (since order.created) at which reconciliation asked the provider; `at(minute)` runs before
 * each pass (a shopper paying late, say).
 */
export async function reconcileThroughItsDay(
  payment: PaymentUnderTest,
  trial: Trial,
  at: (minute: number) => void = () => undefined,
): Promise<number[]> {
  const asked: number[] = [];
  let elapsedMs = 0;
  for (;;) {
    const { rows } = await payment.pool.query<{ wait_ms: number }>(
      `SELECT greatest(0, extract(epoch FROM reconcile_at - now()) * 1000)::float8 AS wait_ms
         FROM payment.expected_payments WHERE tx_ref = $1`,
      [trial.txRef],
    );
    const waitMs = Math.ceil(rows[0]!.wait_ms);
    if (elapsedMs + waitMs > windowAndDayMs) return asked;
    await payment.pool.query(
      `UPDATE payment.expected_payments
          SET created_at = created_at - make_interval(secs => $2 / 1000.0),
              expires_at = expires_at - make_interval(secs => $2 / 1000.0),
              reconcile_at = reconcile_at - make_interval(secs => $2 / 1000.0)
        WHERE tx_ref = $1`,
      [trial.txRef, waitMs],
    );
    elapsedMs += waitMs;
    const minute = Math.round(elapsedMs / 6_000) / 10;
    at(minute);
    const before = providerCalls(payment, trial);
    await payment.parts.reconciliation.runNow();
    if (providerCalls(payment, trial) === before) return asked;
    asked.push(minute);
  }
}
