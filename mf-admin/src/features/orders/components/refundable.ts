import type { Order, Refundable, RefundCase } from '@glow/contracts/browser';
import { leftOfPayment } from '../refund-texts';
import { formatCharged } from './format';

/**
 * "NGN 5,500.00", "NGN 1,000.00 and USD 3.00": what the whole refund gives back as the order service
 * states it, summed by currency; where it leaves a sum to payment's record, "What is left of the payment".
 */
export function wholeAmount({ whole }: Refundable): string {
  const minorByCurrency = new Map<string, number>();
  let leftToPayment = false;
  for (const { amount, currency } of whole) {
    if (amount === undefined) leftToPayment = true;
    else minorByCurrency.set(currency, (minorByCurrency.get(currency) ?? 0) + toMinor(amount));
  }
  const parts = [...minorByCurrency].map(([currency, minor]) => formatCharged(minor / 100, currency));
  const text = [...parts, ...(leftToPayment ? [leftOfPayment.toLowerCase()] : [])].join(' and ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Minor units (kobo, cents) of an amount, as the order service rounds it. */
export const toMinor = (amount: number) => Math.round(amount * 100);

/** What `units` of a part's line give back: round2(units × unitAmount). */
export const lineAmount = (units: number, unitAmount: number) => toMinor(units * unitAmount) / 100;

const caseKey = (refund: RefundCase) =>
  `${refund.openedAt}|${refund.transactionId ?? ''}|${refund.part ?? ''}`;

/**
 * How the refund just asked for stands in the order service's answer: the cases it opened or moved,
 * else (a retry answered with what the first try did) every case.
 */
export function refundOutcome(before: Order, after: Order): 'requested' | 'refunded' | 'refused' {
  const earlier = new Map(before.refunds.map((refund) => [caseKey(refund), refund.status]));
  const moved = after.refunds.filter((refund) => earlier.get(caseKey(refund)) !== refund.status);
  const cases = moved.length > 0 ? moved : after.refunds;
  if (cases.some((refund) => refund.status === 'requested')) return 'requested';
  if (cases.some((refund) => refund.status === 'refunded')) return 'refunded';
  return cases.some((refund) => refund.status === 'refused') ? 'refused' : 'requested';
}

/** `refund:` is the code payment and order agree on for money owed back; the admin reads the words after it. */
export function readableReason(reason: string): string {
  const words = reason.replace(/^refund:\s*/, '');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : reason;
}
