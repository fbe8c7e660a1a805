/**
 * Money as integer minor units (kobo, cents): a provider's amount is turned into a bigint once, so no
 * float ever takes part in deciding whether a payment covers an order.
 */
const decimalPattern = /^(\d+)(?:\.(\d+))?$/;

/** '10.5' → 1050n. Digits past the second decimal are dropped: a payment is never rounded up. */
export function minorUnitsOf(decimal: string): bigint {
  const match = decimalPattern.exec(decimal.trim());
  if (!match) throw new RangeError(`not a non-negative decimal amount: ${JSON.stringify(decimal)}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
}

/**
 * An amount a provider sent as a JSON number in major units (Flutterwave's `amount: 10.5`). Its shortest
 * decimal spelling is what the provider wrote, so it is read as text, never multiplied.
 */
export function minorUnitsOfMajorNumber(amount: number | string): bigint {
  if (typeof amount === 'number' && (!Number.isFinite(amount) || amount < 0)) {
    throw new RangeError(`not a non-negative amount: ${amount}`);
  }
  return minorUnitsOf(String(amount));
}

/** An integer count of minor units as a provider sends it (Paystack's kobo). */
export function minorUnitsOfInteger(amount: number | string): bigint {
  const text = String(amount).trim();
  if (!/^\d+$/.test(text))
    throw new RangeError(`not a whole number of minor units: ${JSON.stringify(amount)}`);
  return BigInt(text);
}

/** 1050n → '10.50'. */
export function formatMinorUnits(minor: bigint): string {
  if (minor < 0n) throw new RangeError('a payment amount is never negative');
  return `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
}
