/**
 * Money as integer minor units (kobo, cents) in bigint, so sums and conversions never drift the way
 * binary floats do. PostgreSQL numeric text goes in and out through these.
 */

const decimalText = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** A decimal as an integer and the power of ten it is scaled by: '0.00065' → 65n, 5. */
function decimalOf(value: string | number): { digits: bigint; scale: number } {
  const match = decimalText.exec(String(value).trim());
  if (!match) throw new Error(`not a non-negative decimal: ${String(value)}`);
  const [, whole, fraction = '', exponent = '0'] = match;
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(`${whole}${fraction}`);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** Divides, rounding half away from zero (amounts are never negative). */
function divideRounded(dividend: bigint, divisor: bigint): bigint {
  return (dividend * 2n + divisor) / (divisor * 2n);
}

/** '1234.5', '0.10' or 0.1 → minor units, rounded to the cent. */
export function toMinor(value: string | number): bigint {
  const { digits, scale } = decimalOf(value);
  return scale <= 2 ? digits * 10n ** BigInt(2 - scale) : divideRounded(digits, 10n ** BigInt(scale - 2));
}

/** Minor units → '1234.50', for SQL numeric. */
export function minorText(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Minor units → the JSON number with those two decimals (the double nearest to it). */
export const fromMinor = (minor: bigint): number => Number(minorText(minor));

/** True when a JSON number has at most two decimals. */
export const hasCents = (value: number): boolean =>
  Number.isFinite(value) && Number(value.toFixed(2)) === value;

/** `minor × part / whole`, rounded to the cent: a line's share of what was paid. */
export const shareOf = (minor: bigint, part: bigint, whole: bigint): bigint =>
  divideRounded(minor * part, whole);

/** `amount × rate`, rounded to the cent: NGN kobo → the other currency's minor units. */
export function convert(minor: bigint, rate: number | string): bigint {
  const { digits, scale } = decimalOf(rate);
  return divideRounded(minor * digits, 10n ** BigInt(scale));
}
