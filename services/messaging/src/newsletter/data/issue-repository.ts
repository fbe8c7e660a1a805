import type { NewsletterIssue } from '@glow/contracts';
import { isUuid, type Queryable } from '@glow/service-kit';

/** An issue as the admin sees it; `skipped` counts subscribers who left before their mail went. */
export type IssueProgress = NewsletterIssue & { skipped: number };

interface IssueRow {
  id: string;
  subject: string;
  body: string;
  status: NewsletterIssue['status'];
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  created_at: Date;
  finished_at: Date | null;
}

/** A sent issue's counts were frozen when it finished; a sending one's are counted from its deliveries. */
const selectIssues = `
  SELECT i.id, i.subject, i.body, i.status, i.total, i.created_at, i.finished_at,
         CASE WHEN i.status = 'sent' THEN i.sent ELSE live.sent END AS sent,
         CASE WHEN i.status = 'sent' THEN i.failed ELSE live.failed END AS failed,
         CASE WHEN i.status = 'sent' THEN i.skipped ELSE live.skipped END AS skipped
    FROM messaging.newsletter_issues i
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
             count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
             count(*) FILTER (WHERE d.status = 'skipped')::int AS skipped
        FROM messaging.newsletter_deliveries d
       WHERE d.issue_id = i.id AND i.status = 'sending'
    ) live ON true`;

function toIssue(row: IssueRow): IssueProgress {
  return {
    _id: row.id,
    subject: row.subject,
    body: row.body,
    status: row.status,
    total: row.total,
    sent: row.sent,
    failed: row.failed,
    skipped: row.skipped,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export class IssueRepository {
  constructor(private readonly db: Queryable) {}

  /** The issue and one delivery per subscriber confirmed now; with nobody to send to, it is sent at once. */
  async create(subject: string, body: string): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      'INSERT INTO messaging.newsletter_issues (subject, body) VALUES ($1, $2) RETURNING id',
      [subject, body],
    );
    const id = rows[0]!.id;
    const { rowCount } = await this.db.query(
      `INSERT INTO messaging.newsletter_deliveries (issue_id, subscriber_id)
       SELECT $1, id FROM messaging.newsletter_subscribers WHERE status = 'confirmed'`,
      [id],
    );
    await this.db.query(
      `UPDATE messaging.newsletter_issues
          SET total = $2, status = CASE WHEN $2 = 0 THEN 'sent' ELSE 'sending' END,
              finished_at = CASE WHEN $2 = 0 THEN now() END
        WHERE id = $1`,
      [id, rowCount ?? 0],
    );
    return id;
  }

  async findById(id: string): Promise<IssueProgress | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await this.db.query<IssueRow>(`${selectIssues} WHERE i.id = $1`, [id]);
    return rows[0] && toIssue(rows[0]);
  }

  async list(): Promise<IssueProgress[]> {
    const { rows } = await this.db.query<IssueRow>(`${selectIssues} ORDER BY i.created_at DESC, i.id DESC`);
    return rows.map(toIssue);
  }

  /** What the sender puts in the mails. */
  async contents(ids: string[]): Promise<Map<string, { subject: string; body: string }>> {
    const { rows } = await this.db.query<{ id: string; subject: string; body: string }>(
      'SELECT id, subject, body FROM messaging.newsletter_issues WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return new Map(rows.map(({ id, ...content }) => [id, content]));
  }

  /** Marks sent every sending issue with no delivery left pending, freezing its counts. */
  async finishSettled(): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE messaging.newsletter_issues i
          SET status = 'sent', finished_at = now(), sent = c.sent, failed = c.failed, skipped = c.skipped
         FROM (SELECT d.issue_id,
                      count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
                      count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
                      count(*) FILTER (WHERE d.status = 'skipped')::int AS skipped,
                      count(*) FILTER (WHERE d.status = 'pending')::int AS pending
                 FROM messaging.newsletter_deliveries d
                 JOIN messaging.newsletter_issues s ON s.id = d.issue_id AND s.status = 'sending'
                GROUP BY d.issue_id) c
        WHERE i.id = c.issue_id AND i.status = 'sending' AND c.pending = 0
        RETURNING i.id`,
    );
    return rows.map((row) => row.id);
  }
}
