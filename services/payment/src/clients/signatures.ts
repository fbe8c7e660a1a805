import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookHeaders } from './payment-provider';

/** One header's value, whatever its case in the map (Node lowercases; other callers may not). */
export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** Equal strings, compared in constant time; hashing first hides the secret's length too. */
export function sameSecret(received: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected)) && expected.length > 0;
}

/** Paystack's `x-paystack-signature`: HMAC-SHA512 of the raw body with the secret key, in hex. */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function validPaystackSignature(rawBody: Buffer, received: string, secretKey: string): boolean {
  if (!/^[0-9a-f]{128}$/i.test(received)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(received, 'hex'), expected);
}
