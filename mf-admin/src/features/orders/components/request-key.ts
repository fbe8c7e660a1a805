/**
 * A fresh idempotency key. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); a
 * back office opened over plain HTTP on a shop's network still has `getRandomValues`.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
