import { recordAdminAction, type NewAdminAction, type Outbox, type PoolClient } from '@glow/service-kit';

/** Puts an admin's change of an order or of the shipping price on record, in the change's transaction. */
export function recordOrderAction(client: PoolClient, outbox: Outbox, action: NewAdminAction) {
  return recordAdminAction(client, outbox, 'order.admin-action.recorded', action);
}
