import type { EventEnvelope } from '@glow/contracts';
import type { Pool } from 'pg';
import { consumeOnce } from '../outbox/consume-once';
import {
  revocationOf,
  tokenVersionGroup,
  tokenVersionTopics,
  type TokenRevocation,
  type TokenVersions,
} from './token-versions';

export interface UserTokenChangedHandler {
  group: string;
  topics: (typeof tokenVersionTopics)[number][];
  handle(event: EventEnvelope): Promise<void>;
}

/**
 * `user.updated` / `user.deleted`: records the user's new token version (or deletion) once per
 * service, drops this instance's cached answer, then lets the service react (e.g. close sockets).
 */
export function userTokenChangedHandler(options: {
  service: string;
  schema: string;
  pool: Pool;
  tokenVersions: TokenVersions;
  onTokensRevoked?: (revocation: TokenRevocation) => Promise<void>;
}): UserTokenChangedHandler {
  const { service, schema, pool, tokenVersions, onTokensRevoked } = options;
  const group = tokenVersionGroup(service);
  return {
    group,
    topics: [...tokenVersionTopics],
    handle: async (event) => {
      const revocation = revocationOf(event);
      await consumeOnce(pool, schema, group, event, (client) => tokenVersions.record(client, revocation));
      tokenVersions.forget(revocation.userId);
      await onTokensRevoked?.(revocation);
    },
  };
}
