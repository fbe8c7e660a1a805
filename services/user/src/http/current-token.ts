import type { TokenClaims } from '@glow/contracts';
import { isUuid, type Pool } from '@glow/service-kit';
import { currentTokenVersion } from '../data/user-repository';

/**
 * Where the users live, a token stops working the moment its user is deleted or its token version
 * moves on (password or role change); the kit's auth asks this after checking signature and expiry.
 */
export function tokenCheckAgainstUsers(pool: Pool) {
  return async (claims: TokenClaims): Promise<boolean> =>
    !isUuid(claims._id) || (await currentTokenVersion(pool, claims._id)) !== claims.tv;
}
