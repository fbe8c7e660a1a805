import { minorUnitsOf, type VerifiedPayment } from '../clients';

export interface ExpectedPayment {
  txRef: string;
  /** Major units as the order states them: '12500.00'. */
  amount: string;
  currency: string;
}

export type Acceptance = { ok: true } | { ok: false; reason: string };

/**
 * Whether a verified payment pays for what was expected: the provider's checklist (status, reference,
 * currency, amount at least the expected one), amounts compared as integer minor units. A reference
 * that differs is a payment for something else replayed against this order.
 */
export function acceptsPayment(verified: VerifiedPayment, expected: ExpectedPayment): Acceptance {
  if (verified.status !== 'successful') return { ok: false, reason: `payment is ${verified.status}` };
  if (verified.txRef !== expected.txRef) {
    return { ok: false, reason: `payment is for reference ${verified.txRef}, not ${expected.txRef}` };
  }
  if (verified.currency.toUpperCase() !== expected.currency.toUpperCase()) {
    return { ok: false, reason: `paid in ${verified.currency}, expected ${expected.currency}` };
  }
  if (minorUnitsOf(verified.amount) < minorUnitsOf(expected.amount)) {
    return { ok: false, reason: `paid ${verified.amount}, expected ${expected.amount}` };
  }
  return { ok: true };
}
