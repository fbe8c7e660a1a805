const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });

export const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};

/** An amount in the currency it was charged in, e.g. "NGN 12,500.00". */
export const formatCharged = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
