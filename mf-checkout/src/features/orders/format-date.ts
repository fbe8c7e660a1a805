export { formatDate, formatDateTime } from '@glow/web-kit';

/** An amount in the currency it was charged in, e.g. "NGN 12,500.00". */
export const formatCharged = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
