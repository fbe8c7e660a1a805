import { safeStorage } from './safe-storage';

const key = 'hasSession';

// The refresh cookie is HttpOnly, so the page cannot see whether there is one. This flag (no secret
// in it) says a session was started in this browser: without it a visit starts signed out without
// calling the server, so anonymous visitors never get a 401 from the refresh call.

export function readSessionHint(): boolean {
  return safeStorage.read(key) === '1';
}

export function writeSessionHint(): void {
  safeStorage.write(key, '1');
}

export function removeSessionHint(): void {
  safeStorage.remove(key);
}
