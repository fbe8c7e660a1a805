import type { EventEnvelope, TokenClaims, TopicData } from '@glow/contracts';
import { LRUCache } from 'lru-cache';
import type { Pool, PoolClient } from 'pg';

/**
 * What a service knows about a user's tokens: the lowest token version still valid, or gone, and
 * the sign-in sessions ended (logout) whose tokens have not expired yet.
 */
interface TokenFloor {
  tokenVersion: number;
  deleted: boolean;
  revokedSessions: ReadonlySet<string>;
}

const unknownUser: TokenFloor = { tokenVersion: 0, deleted: false, revokedSessions: new Set() };

export const tokenVersionTopics = ['user.updated', 'user.deleted', 'user.session.revoked'] as const;

/**
 * One announcement: tokens of `userId` below `tokenVersion` are revoked; all of them when deleted;
 * with `sessionId`, the tokens of that one sign-in session (the version is then left as it is).
 */
export interface TokenRevocation {
  userId: string;
  tokenVersion: number;
  deleted: boolean;
  sessionId?: string;
}

/**
 * A revoked session's row is kept this long after its announcement: longer than any access token
 * lives (JWT_EXPIRES_IN, 15 minutes by default), after which its tokens are refused as expired.
 */
const revokedSessionRetention = '1 day';

export function revocationOf(event: EventEnvelope): TokenRevocation {
  if (event.type === 'user.deleted') {
    const { _id } = event.data as TopicData<'user.deleted'>;
    return { userId: _id, tokenVersion: 0, deleted: true };
  }
  if (event.type === 'user.session.revoked') {
    const { userId, sessionId } = event.data as TopicData<'user.session.revoked'>;
    return { userId, tokenVersion: 0, deleted: false, sessionId };
  }
  const { _id, tokenVersion } = event.data as TopicData<'user.updated'>;
  return { userId: _id, tokenVersion, deleted: false };
}

/** The consumer group that keeps token versions; apart from the service's own groups. */
export function tokenVersionGroup(service: string): string {
  return `${service}.token-versions`;
}

/**
 * The token versions a service keeps in its own schema from `user.updated` and `user.deleted`, so
 * it refuses tokens the user service has revoked (password change, role change, deletion) without
 * asking the user service on every request. Answers are cached per instance for `cacheMs`; the
 * bound on revocation is event delivery plus `cacheMs` (see the kit's README).
 */
export class TokenVersions {
  private readonly cache: LRUCache<string, TokenFloor> | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly schema: string,
    cacheMs: number,
  ) {
    this.cache = cacheMs > 0 ? new LRUCache({ max: 50_000, ttl: cacheMs }) : undefined;
  }

  /** A token is revoked when its user is deleted, a newer token version was announced or its session ended. */
  readonly isRevoked = async (claims: TokenClaims): Promise<boolean> => {
    const floor = await this.floorOf(claims._id);
    return (
      floor.deleted ||
      claims.tv < floor.tokenVersion ||
      (claims.sid !== undefined && floor.revokedSessions.has(claims.sid))
    );
  };

  /** Records an announced change; versions only move forward, whatever order events arrive in. */
  async record(client: PoolClient, revocation: TokenRevocation): Promise<void> {
    if (revocation.sessionId !== undefined) return this.recordSessionEnd(client, revocation);
    await client.query(
      `INSERT INTO ${this.schema}.user_token_versions (user_id, token_version, deleted)
       VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE
          SET token_version = GREATEST(${this.schema}.user_token_versions.token_version, EXCLUDED.token_version),
              deleted = ${this.schema}.user_token_versions.deleted OR EXCLUDED.deleted,
              updated_at = now()`,
      [revocation.userId, revocation.tokenVersion, revocation.deleted],
    );
  }

  /** An ended session is kept until its tokens have expired anyway; the user's older ones go meanwhile. */
  private async recordSessionEnd(client: PoolClient, { userId, sessionId }: TokenRevocation): Promise<void> {
    await client.query(
      `INSERT INTO ${this.schema}.revoked_sessions (session_id, user_id) VALUES ($1, $2)
       ON CONFLICT (session_id) DO NOTHING`,
      [sessionId, userId],
    );
    await client.query(
      `DELETE FROM ${this.schema}.revoked_sessions
        WHERE user_id = $1 AND revoked_at < now() - interval '${revokedSessionRetention}'`,
      [userId],
    );
  }

  /** Drops a cached answer once this instance has recorded a change for the user. */
  forget(userId: string): void {
    this.cache?.delete(userId);
  }

  private async floorOf(userId: string): Promise<TokenFloor> {
    const cached = this.cache?.get(userId);
    if (cached) return cached;
    const { rows } = await this.pool.query<{
      token_version: number | null;
      deleted: boolean | null;
      revoked_sessions: string[];
    }>(
      `SELECT v.token_version, v.deleted,
              ARRAY(SELECT session_id FROM ${this.schema}.revoked_sessions r
                     WHERE r.user_id = $1 AND r.revoked_at > now() - interval '${revokedSessionRetention}')
                AS revoked_sessions
         FROM (SELECT 1) AS one
         LEFT JOIN ${this.schema}.user_token_versions v ON v.user_id = $1`,
      [userId],
    );
    const row = rows[0];
    const floor: TokenFloor = row
      ? {
          tokenVersion: row.token_version ?? unknownUser.tokenVersion,
          deleted: row.deleted ?? unknownUser.deleted,
          revokedSessions: new Set(row.revoked_sessions),
        }
      : unknownUser;
    this.cache?.set(userId, floor);
    return floor;
  }
}
