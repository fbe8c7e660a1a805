import type {
  AdminActivityEntry,
  AdminActivityFilters,
  AdminAction,
  EventEnvelope,
  Producer,
} from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

interface AdminActionRow {
  event_id: string;
  source: Producer;
  actor_id: string;
  session_id: string | null;
  request_id: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

function toEntry(row: AdminActionRow): AdminActivityEntry {
  return {
    id: row.event_id,
    source: row.source,
    actor: { userId: row.actor_id, ...(row.session_id === null ? {} : { sessionId: row.session_id }) },
    ...(row.request_id === null ? {} : { requestId: row.request_id }),
    action: row.action,
    subject: { type: row.subject_type, id: row.subject_id },
    ...(row.before === null ? {} : { before: row.before }),
    ...(row.after === null ? {} : { after: row.after }),
    at: row.at.toISOString(),
  };
}

/** Each filter narrows the log when given; an absent one lets every row through. */
const filtersSql = `($1::text IS NULL OR actor_id = $1)
   AND ($2::text IS NULL OR action = $2)
   AND ($3::text IS NULL OR subject_id = $3)`;

const filterValues = (filters: AdminActivityFilters) => [
  filters.actor ?? null,
  filters.action ?? null,
  filters.subject ?? null,
];

/** The admin activity log: rows are only ever added (the table refuses changes and removals). */
export class AdminActionRepository {
  constructor(private readonly db: Queryable) {}

  /** Keyed by the event's id, so a redelivered event adds nothing (and needs no UPDATE right). */
  async append(event: EventEnvelope<AdminAction>): Promise<void> {
    const { actor, requestId, action, subject, before, after, at } = event.data;
    await this.db.query(
      `INSERT INTO dashboard.admin_actions (event_id, source, actor_id, session_id, request_id, action,
         subject_type, subject_id, before, after, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (event_id) DO NOTHING`,
      [
        event.id,
        event.source,
        actor.userId,
        actor.sessionId ?? null,
        requestId ?? null,
        action,
        subject.type,
        subject.id,
        before === undefined ? null : JSON.stringify(before),
        after === undefined ? null : JSON.stringify(after),
        at,
      ],
    );
  }

  async count(filters: AdminActivityFilters): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM dashboard.admin_actions WHERE ${filtersSql}`,
      filterValues(filters),
    );
    return rows[0]!.count;
  }

  /** Newest first; actions recorded at the same moment in the order they arrived, last first. */
  async newest(filters: AdminActivityFilters, limit: number, offset: number): Promise<AdminActivityEntry[]> {
    const { rows } = await this.db.query<AdminActionRow>(
      `SELECT event_id, source, actor_id, session_id, request_id, action, subject_type, subject_id,
              before, after, at
         FROM dashboard.admin_actions
        WHERE ${filtersSql}
        ORDER BY at DESC, position DESC
        LIMIT $4 OFFSET $5`,
      [...filterValues(filters), limit, offset],
    );
    return rows.map(toEntry);
  }
}
