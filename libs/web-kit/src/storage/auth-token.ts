import { safeStorage } from './safe-storage';

const key = 'authToken';

// RFC 6750 b64token: anything else ("undefined", JSON, blanks) is a corrupt leftover.
const bearerToken = /^[A-Za-z0-9\-._~+/]+=*$/;

export function readToken(): string | null {
  const value = safeStorage.read(key);
  if (value === null) return null;
  if (bearerToken.test(value) && value !== 'undefined' && value !== 'null') return value;
  safeStorage.remove(key);
  return null;
}

export function writeToken(token: string): void {
  safeStorage.write(key, token);
}

export function removeToken(): void {
  safeStorage.remove(key);
}
