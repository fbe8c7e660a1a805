import type { TokenClaims } from '@glow/contracts';
import { isUuid, type Pool } from '@glow/service-kit';
import { tokenStanding } from '../data/session-repository';

/**
 * Where the users live, a token stops working the moment its user is deleted, its token version
 * moves on (password, email or role change, "log out of all devices") or its session ends (logout,
 * refresh-token reuse); the kit's auth asks this after checking signature and expiry.
 */
export function tokenCheckAgainstUsers(pool: Pool) {
  return async (claims: TokenClaims): Promise<boolean> => {
    if (!isUuid(claims._id) || (claims.sid !== undefined && !isUuid(claims.sid))) return true;
    const standing = await tokenStanding(pool, claims._id, claims.sid);
    if (!standing || standing.tokenVersion !== claims.tv) return true;
    return claims.sid !== undefined && !standing.sessionOpen;
  };
}
