import type { Queryable } from '@glow/service-kit';
import type { StoredUser } from '../../users/data/user-repository';

export interface RefreshTokenRow {
  sessionId: string;
  /** Exchanged for a new one, or retired unused: seeing it again means it was copied, unless `retryable`. */
  spent: boolean;
  /**
   * Exchanged within the retry grace, for a successor that nothing has used yet: the browser may
   * never have received that successor (see `retireUnusedSuccessor`).
   */
  retryable: boolean;
  expired: boolean;
  session: { userId: string; mfa: boolean; revoked: boolean; expiresAt: Date };
  user: StoredUser;
}

export async function insertSession(
  client: Queryable,
  session: { id: string; userId: string; mfa: boolean; maxAgeSeconds: number },
): Promise<Date> {
  const { rows } = await client.query<{ expires_at: Date }>(
    `INSERT INTO identity.sessions (id, user_id, mfa, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))
     RETURNING expires_at`,
    [session.id, session.userId, session.mfa, session.maxAgeSeconds],
  );
  return rows[0]!.expires_at;
}

/** A refresh token ends at its idle lifetime, never after its session's absolute end. */
export async function insertRefreshToken(
  client: Queryable,
  token: { hash: Buffer; sessionId: string; idleSeconds: number },
): Promise<Date> {
  const { rows } = await client.query<{ expires_at: Date }>(
    `INSERT INTO identity.refresh_tokens (token_hash, session_id, expires_at)
     SELECT $1, id, least(now() + make_interval(secs => $3), expires_at)
       FROM identity.sessions WHERE id = $2
     RETURNING expires_at`,
    [token.hash, token.sessionId, token.idleSeconds],
  );
  return rows[0]!.expires_at;
}

interface RefreshJoinRow {
  session_id: string;
  spent: boolean;
  retryable: boolean;
  expired: boolean;
  user_id: string;
  mfa: boolean;
  revoked: boolean;
  session_expires_at: Date;
  username: string;
  email: string;
  is_admin: boolean;
  token_version: number;
}

/** The token, its session and its user, the token's row locked: two refreshes with one token queue here. */
export async function lockRefreshToken(
  client: Queryable,
  hash: Buffer,
  retryGraceSeconds: number,
): Promise<RefreshTokenRow | undefined> {
  const { rows } = await client.query<RefreshJoinRow>(
    `SELECT t.session_id, t.rotated_at IS NOT NULL OR t.retired_at IS NOT NULL AS spent,
            t.rotated_at > now() - make_interval(secs => $2) AND t.successor_hash IS NOT NULL
              AND t.retired_at IS NULL AS retryable,
            t.expires_at <= now() AS expired,
            s.user_id, s.mfa, s.revoked_at IS NOT NULL AS revoked, s.expires_at AS session_expires_at,
            u.username, u.email, u.is_admin, u.token_version
       FROM identity.refresh_tokens t
       JOIN identity.sessions s ON s.id = t.session_id
       JOIN identity.users u ON u.id = s.user_id
      WHERE t.token_hash = $1
        FOR UPDATE OF t`,
    [hash, retryGraceSeconds],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    spent: row.spent,
    retryable: row.retryable,
    expired: row.expired,
    session: { userId: row.user_id, mfa: row.mfa, revoked: row.revoked, expiresAt: row.session_expires_at },
    user: {
      _id: row.user_id,
      username: row.username,
      email: row.email,
      isAdmin: row.is_admin,
      tokenVersion: row.token_version,
    },
  };
}

/**
 * The token was exchanged for `successor`: it is spent (from its first exchange on, so a retry does
 * not stretch its grace), and the session was used now.
 */
export async function markRotated(client: Queryable, hash: Buffer, successor: Buffer): Promise<void> {
  await client.query(
    `UPDATE identity.refresh_tokens SET rotated_at = coalesce(rotated_at, now()), successor_hash = $2
      WHERE token_hash = $1`,
    [hash, successor],
  );
  await client.query(
    `UPDATE identity.sessions SET last_used_at = now()
      WHERE id = (SELECT session_id FROM identity.refresh_tokens WHERE token_hash = $1)`,
    [hash],
  );
}

/**
 * A spent token presented again while the token it was exchanged for is still unused: the answer
 * carrying that successor was most likely lost, so the successor is retired (its later use is
 * reuse) and the caller exchanges the token again. False when the successor was used meanwhile:
 * the UPDATE waits for a refresh of it under way and looks again, so the two cannot both win.
 */
export async function retireUnusedSuccessor(client: Queryable, hash: Buffer): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE identity.refresh_tokens next SET retired_at = now()
       FROM identity.refresh_tokens spent
      WHERE spent.token_hash = $1 AND next.token_hash = spent.successor_hash
        AND next.rotated_at IS NULL AND next.retired_at IS NULL`,
    [hash],
  );
  return rowCount === 1;
}

/** Ends one session; answers its user when it was still open (an ended one is left as it is). */
export async function revokeSession(
  client: Queryable,
  sessionId: string,
  reason: string,
): Promise<{ userId: string } | undefined> {
  const { rows } = await client.query<{ user_id: string }>(
    `UPDATE identity.sessions SET revoked_at = now(), revoked_reason = $2
      WHERE id = $1 AND revoked_at IS NULL
  RETURNING user_id`,
    [sessionId, reason],
  );
  return rows[0] && { userId: rows[0].user_id };
}

/** Ends every open session of a user, but `keep` (the device that asked, e.g. after a password change). */
export async function revokeUserSessions(
  client: Queryable,
  userId: string,
  reason: string,
  keep?: string,
): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `UPDATE identity.sessions SET revoked_at = now(), revoked_reason = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3
  RETURNING id`,
    [userId, reason, keep ?? null],
  );
  return rows.map((row) => row.id);
}

/** The user's token version and whether `sessionId` is still open, for the service's own token check. */
export async function tokenStanding(
  client: Queryable,
  userId: string,
  sessionId: string | undefined,
): Promise<{ tokenVersion: number; sessionOpen: boolean } | undefined> {
  const { rows } = await client.query<{ token_version: number; session_open: boolean }>(
    `SELECT u.token_version,
            EXISTS (SELECT 1 FROM identity.sessions s
                     WHERE s.id = $2 AND s.user_id = u.id AND s.revoked_at IS NULL) AS session_open
       FROM identity.users u WHERE u.id = $1`,
    [userId, sessionId ?? null],
  );
  const row = rows[0];
  return row && { tokenVersion: row.token_version, sessionOpen: row.session_open };
}

/** Sessions past their end (or ended) for a day are deleted with their tokens; a day covers every access token's life. */
export async function purgeEndedSessions(client: Queryable): Promise<number> {
  const { rowCount } = await client.query(
    `DELETE FROM identity.sessions
      WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'`,
  );
  return rowCount ?? 0;
}
