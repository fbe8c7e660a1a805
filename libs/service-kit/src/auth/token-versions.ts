import type { EventEnvelope, TokenClaims, TopicData } from '@glow/contracts';
import { LRUCache } from 'lru-cache';
import type { Pool, PoolClient } from 'pg';

/** What a service knows about a user's tokens: the lowest token version still valid, or gone. */
interface TokenFloor {
  tokenVersion: number;
  deleted: boolean;
}

const unknownUser: TokenFloor = { tokenVersion: 0, deleted: false };

export const tokenVersionTopics = ['user.updated', 'user.deleted'] as const;

/** One announcement: tokens of `userId` below `tokenVersion` are revoked; all of them when deleted. */
export interface TokenRevocation {
  userId: string;
  tokenVersion: number;
  deleted: boolean;
}

export function revocationOf(event: EventEnvelope): TokenRevocation {
  if (event.type === 'user.deleted') {
    const { _id } = event.data as TopicData<'user.deleted'>;
    return { userId: _id, tokenVersion: 0, deleted: true };
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

  /** A token is revoked when its user is deleted or a newer token version has been announced. */
  readonly isRevoked = async (claims: TokenClaims): Promise<boolean> => {
    const floor = await this.floorOf(claims._id);
    return floor.deleted || claims.tv < floor.tokenVersion;
  };

  /** Records an announced change; versions only move forward, whatever order events arrive in. */
  async record(client: PoolClient, revocation: TokenRevocation): Promise<void> {
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

  /** Drops a cached answer once this instance has recorded a change for the user. */
  forget(userId: string): void {
    this.cache?.delete(userId);
  }

  private async floorOf(userId: string): Promise<TokenFloor> {
    const cached = this.cache?.get(userId);
    if (cached) return cached;
    const { rows } = await this.pool.query<{ token_version: number; deleted: boolean }>(
      `SELECT token_version, deleted FROM ${this.schema}.user_token_versions WHERE user_id = $1`,
      [userId],
    );
    const row = rows[0];
    const floor = row ? { tokenVersion: row.token_version, deleted: row.deleted } : unknownUser;
    this.cache?.set(userId, floor);
    return floor;
  }
}
