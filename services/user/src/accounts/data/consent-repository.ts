import type { PoolClient } from '@glow/service-kit';

export type Consent = 'accepted' | 'rejected';

/** Keeps every choice with its time; a signed-in user's latest choice is also kept on the account. */
export async function recordConsent(
  client: PoolClient,
  consent: Consent,
  userId: string | undefined,
): Promise<void> {
  await client.query('INSERT INTO identity.consents (user_id, consent) VALUES ($1, $2)', [
    userId ?? null,
    consent,
  ]);
  if (userId) {
    await client.query(
      'UPDATE identity.users SET consent = $2, consent_at = now(), updated_at = now() WHERE id = $1',
      [userId, consent],
    );
  }
}
