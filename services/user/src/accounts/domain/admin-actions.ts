import type { User } from '@glow/contracts';
import {
  recordAdminAction,
  type Fields,
  type NewAdminAction,
  type Outbox,
  type PoolClient,
} from '@glow/service-kit';

/** An account as the activity log shows it: what an admin can change on it. */
export function userOnRecord(user: User): Fields {
  return { username: user.username, email: user.email, isAdmin: user.isAdmin };
}

/** Puts an admin's change of an account on record, in the change's transaction. */
export function recordUserAction(client: PoolClient, outbox: Outbox, action: NewAdminAction) {
  return recordAdminAction(client, outbox, 'user.admin-action.recorded', action);
}
