const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

const formatWith = (format: Intl.DateTimeFormat) => (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
};

export const formatDate = formatWith(dateFormat);
export const formatDateTime = formatWith(timeFormat);

/** An amount in the currency it was charged in, e.g. "NGN 12,500.00". */
export const formatCharged = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
