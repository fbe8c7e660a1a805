import type { AdminAction, AdminActionName, AdminActionTopic, EventEnvelope } from '@glow/contracts';
import type { PoolClient } from 'pg';
import type { Outbox } from '../outbox/outbox';
import type { ActingAdmin } from './acting-admin';

/** An admin action as a service states it: who (`actingAdmin`), what, on which subject, before and after. */
export interface NewAdminAction extends ActingAdmin {
  action: AdminActionName;
  subject: AdminAction['subject'];
  before?: AdminAction['before'];
  after?: AdminAction['after'];
  /** When it happened; now unless said. */
  at?: string;
}

/**
 * Records an admin action on the service's own admin-action topic, through its outbox in the
 * caller's transaction: the action is on record exactly when the change it describes commits.
 * Keyed by the subject's id, so one subject's actions stay in order.
 */
export function recordAdminAction(
  client: PoolClient,
  outbox: Outbox,
  topic: AdminActionTopic,
  { at, ...action }: NewAdminAction,
): Promise<EventEnvelope<AdminAction>> {
  return outbox.add(client, topic, {
    key: action.subject.id,
    data: { ...action, at: at ?? new Date().toISOString() },
  });
}
