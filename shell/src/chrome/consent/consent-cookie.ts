export type Consent = 'accepted' | 'rejected';

const name = 'consent';
const maxAgeSeconds = 365 * 24 * 60 * 60;

/** The saved choice; a missing or unrecognised cookie means the visitor has not chosen yet. */
export function readConsent(): Consent | null {
  for (const part of document.cookie.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name && (value === 'accepted' || value === 'rejected')) return value;
  }
  return null;
}

export function writeConsent(consent: Consent): void {
  document.cookie = `${name}=${consent}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
}
