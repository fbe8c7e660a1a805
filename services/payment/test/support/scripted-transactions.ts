/** How a double answers for one transaction. */
export type Scenario =
  | 'success'
  | 'failed'
  | 'pending'
  | 'wrong-amount'
  | 'wrong-currency'
  | 'unknown'
  | 'http-500'
  | 'slow'
  /** HTTP 429: the provider's rate limit. */
  | 'rate-limited';

export interface ScriptedTransaction {
  txRef: string;
  transactionId: string;
  /** Major units as the order states them: '12500.50'. */
  amount: string;
  currency: string;
  scenario: Scenario;
}

/** Cents off a '12500.50'-style amount, by string arithmetic so the doubles carry no float errors either. */
export function minusOneUnit(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return `${Math.max(0, Number(whole) - 1)}.${fraction.padEnd(2, '0')}`;
}

/** The amount and currency a scripted transaction reports. */
export function reported(transaction: ScriptedTransaction): { amount: string; currency: string } {
  return {
    amount: transaction.scenario === 'wrong-amount' ? minusOneUnit(transaction.amount) : transaction.amount,
    currency: transaction.scenario === 'wrong-currency' ? 'USD' : transaction.currency,
  };
}

export const slowAnswerMs = 1_500;

/** A refund's id in the doubles: `r-<transaction>` for the first, `r-<transaction>-<n>` for later parts. */
export function partId(transactionId: string, refunded: Map<string, number>): string {
  const count = (refunded.get(transactionId) ?? 0) + 1;
  refunded.set(transactionId, count);
  return count === 1 ? `r-${transactionId}` : `r-${transactionId}-${count}`;
}
