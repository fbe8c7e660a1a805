import { safeStorage } from './safe-storage';

// The access token lives in this module only: a script injected into the page cannot read it from
// storage, and a reload gets a new one from the refresh cookie. Earlier versions kept it in
// localStorage under this key; such a leftover is removed, never read.
safeStorage.remove('authToken');

let current: string | null = null;

export function readToken(): string | null {
  return current;
}

export function writeToken(token: string): void {
  current = token;
}

export function removeToken(): void {
  current = null;
}
