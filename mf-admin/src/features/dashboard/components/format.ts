import { formatPrice } from '@glow/web-kit';

const lagos = 'Africa/Lagos';
const count = new Intl.NumberFormat('en-NG');
const compactNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const moment = new Intl.DateTimeFormat('en-NG', {
  timeZone: lagos,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const clock = new Intl.DateTimeFormat('en-NG', { timeZone: lagos, hour: '2-digit', minute: '2-digit' });
// A `YYYY-MM-DD` is already a Lagos day: read and shown at UTC noon so no zone moves it.
const day = new Intl.DateTimeFormat('en-NG', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const longDay = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

export const naira = (amount: number) => formatPrice(amount, 'NGN');
export const nairaCompact = (amount: number) => compactNaira.format(amount);
export const formatCount = (value: number) => count.format(value);
/** A feed entry's time in Lagos, e.g. "3 Mar, 14:05". */
export const formatMoment = (iso: string) => moment.format(new Date(iso));
export const formatClock = (iso: string) => clock.format(new Date(iso));
export const formatDay = (date: string) => day.format(new Date(`${date}T12:00:00Z`));
export const formatLongDay = (date: string) => longDay.format(new Date(`${date}T12:00:00Z`));
/** Enough of a UUID to recognise it, and a prefix the orders search accepts. */
export const shortId = (id: string) => id.slice(0, 8);
