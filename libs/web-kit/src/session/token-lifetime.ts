/**
 * Seconds until `token` expires by its own `exp` claim, for planning the next refresh when an
 * answer gave no `expiresIn` (e.g. the new token of a password change). Read only, never trusted:
 * the server decides whether the token holds. Null when the token states no expiry.
 */
export function secondsLeftOf(token: string, nowMs = Date.now()): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(base64)) as { exp?: unknown };
    if (typeof exp !== 'number') return null;
    return Math.max(0, exp - nowMs / 1000);
  } catch {
    return null;
  }
}
