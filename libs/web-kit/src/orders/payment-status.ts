import type { BadgeTone } from '../ui/badge';

export type PaymentStatusTone = Extract<BadgeTone, 'success' | 'warning' | 'danger' | 'neutral'>;

/**
 * The spec names payment statuses pending, successful and failed; the API says `paid` for
 * successful. The others (expired, refund-needed, partly-refunded, refunded) read as words, in the
 * neutral tone.
 */
const shown: Record<string, { label: string; tone: PaymentStatusTone }> = {
  pending: { label: 'pending', tone: 'warning' },
  paid: { label: 'successful', tone: 'success' },
  failed: { label: 'failed', tone: 'danger' },
  expired: { label: 'Expired', tone: 'neutral' },
  'refund-needed': { label: 'Refund needed', tone: 'neutral' },
  'partly-refunded': { label: 'Partly refunded', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

function readable(status: string): string {
  const words = status.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a payment status reads on the shopper's and the admin's order pages. */
export function paymentStatusLabel(status: string): string {
  return shown[status]?.label ?? readable(status);
}

/** Its badge's tone: success, warning, danger, or neutral for any other value. */
export function paymentStatusTone(status: string): PaymentStatusTone {
  return shown[status]?.tone ?? 'neutral';
}
