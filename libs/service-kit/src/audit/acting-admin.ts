import type { AdminAction } from '@glow/contracts';
import type { Request } from 'express';

/** Who made an admin change, and in which request: what every recorded admin action starts from. */
export type ActingAdmin = Pick<AdminAction, 'actor' | 'requestId'>;

/**
 * The signed-in admin of a request (the token's `_id` and `sid`) and the request's id (the
 * gateway's `x-request-id`, which the kit keeps or makes). Only for routes behind `requireAdmin`.
 */
export function actingAdmin(req: Request): ActingAdmin {
  const claims = req.user;
  if (!claims) throw new Error('actingAdmin needs a signed-in admin: put the route behind requireAdmin');
  const requestId = req.headers['x-request-id'];
  return {
    actor: { userId: claims._id, ...(claims.sid ? { sessionId: claims.sid } : {}) },
    ...(typeof requestId === 'string' && requestId !== '' ? { requestId } : {}),
  };
}
