/**
 * Amounts as the providers write them, held as integer kobo. The sandbox plays the providers' side, so
 * it reads and writes their formats itself rather than sharing the payment service's client code: a
 * mistake in one then shows up against the other.
 */

/** Flutterwave's major units (`'10.5'`, `10.5`) → 1050n; digits past the second decimal are dropped. */
export function minorUnitsOfMajor(amount: number | string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(amount).trim());
  if (!match) throw new RangeError(`not an amount in major units: ${JSON.stringify(amount)}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').slice(0, 2).padEnd(2, '0'));
}

/** Paystack's whole kobo (`'1050'`, `1050`) → 1050n. */
export function minorUnitsOfKobo(amount: number | string): bigint {
  const text = String(amount).trim();
  if (!/^\d+$/.test(text)) throw new RangeError(`not a whole number of kobo: ${JSON.stringify(amount)}`);
  return BigInt(text);
}

/** 1050n → '10.50'. */
export function majorUnitsText(minor: bigint): string {
  return `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
}
