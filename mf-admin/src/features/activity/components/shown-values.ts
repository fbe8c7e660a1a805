const longText = 120;

/** Field names as the services record them (`discountPrice`), as an admin reads them. */
const fieldLabels: Record<string, string> = {
  isAdmin: 'Admin',
  discountPrice: 'Discount price',
  paymentState: 'Payment',
  casesClaimed: 'Cases claimed',
  shippingPrice: 'Shipping price',
  transactionId: 'Transaction',
  productId: 'Product',
  userId: 'User',
};

export function fieldLabel(name: string): string {
  const known = fieldLabels[name];
  if (known) return known;
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A recorded value in one line: numbers grouped, yes/no, lists joined, long texts cut. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-NG', { maximumFractionDigits: 2 });
  if (typeof value === 'string') return value.length > longText ? `${value.slice(0, longText)}…` : value;
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(shownValue).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([name, inner]) => `${fieldLabel(name)} ${shownValue(inner)}`)
      .join(' · ');
  return String(value);
}
