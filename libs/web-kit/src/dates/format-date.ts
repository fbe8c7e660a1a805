/*
 * How the shop and the back office show a date: '8 Dec 2026', or '8 Dec 2026, 14:05' with its time,
 * in Nigerian English, the same on every screen. An unreadable date shows as nothing.
 */
const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

const formatWith = (format: Intl.DateTimeFormat) => (iso: string | null | undefined) => {
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
};

export const formatDate = formatWith(dateFormat);
export const formatDateTime = formatWith(dateTimeFormat);
