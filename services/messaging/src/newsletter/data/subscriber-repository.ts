import type { NewsletterSubscriber } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import { subscriberConditions, type SubscriberFilter } from './subscriber-filter-sql';
import { subscriberColumns, toSubscriber, type SubscriberRow } from './subscriber-row';

export interface SubscriberCounts {
  matching: number;
  confirmed: number;
}

/** Where a listing goes on: the last row of the previous batch (its time as PostgreSQL wrote it, to the microsecond). */
export interface SubscriberCursor {
  createdAt: string;
  id: string;
}

export type SubscriberBatchRow = SubscriberRow & { position: string };

export class SubscriberRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * A new address, or one that is pending or unsubscribed, becomes pending with this confirmation
   * token; a confirmed one is left alone. Answers whether a confirmation is due.
   */
  async requestConfirmation(email: string, tokenHash: string, validHours: number): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO messaging.newsletter_subscribers (email, status, confirm_token_hash, confirm_expires_at)
       VALUES ($1, 'pending', $2, now() + make_interval(hours => $3))
       ON CONFLICT (email) DO UPDATE
          SET status = 'pending', confirm_token_hash = excluded.confirm_token_hash,
              confirm_expires_at = excluded.confirm_expires_at, confirmed_at = NULL, unsubscribed_at = NULL
        WHERE newsletter_subscribers.status <> 'confirmed'`,
      [email, tokenHash, validHours],
    );
    return rowCount === 1;
  }

  /** Confirms a pending subscriber whose link is still valid; a confirmed one stays confirmed. */
  async confirm(tokenHash: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE messaging.newsletter_subscribers
          SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
        WHERE confirm_token_hash = $1
          AND (status = 'confirmed' OR (status = 'pending' AND confirm_expires_at > now()))`,
      [tokenHash],
    );
    return rowCount === 1;
  }

  /** Answers the subscriber's id when the token is one of theirs; their confirmation link stops working. */
  async unsubscribe(unsubscribeTokenHash: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE messaging.newsletter_subscribers s
          SET status = 'unsubscribed', confirm_token_hash = NULL, confirm_expires_at = NULL,
              unsubscribed_at = CASE WHEN s.status = 'unsubscribed' THEN s.unsubscribed_at ELSE now() END
         FROM messaging.newsletter_unsubscribe_tokens t
        WHERE t.token_hash = $1 AND s.id = t.subscriber_id
        RETURNING s.id`,
      [unsubscribeTokenHash],
    );
    return rows[0]?.id;
  }

  async count(filter: SubscriberFilter): Promise<SubscriberCounts> {
    const where = subscriberConditions(filter);
    const { rows } = await this.db.query<SubscriberCounts>(
      `SELECT count(*) FILTER (WHERE ${where.sql})::int AS matching,
              count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed
         FROM messaging.newsletter_subscribers`,
      where.params,
    );
    return rows[0]!;
  }

  async page(filter: SubscriberFilter, offset: number, limit: number): Promise<NewsletterSubscriber[]> {
    const where = subscriberConditions(filter, 3);
    const { rows } = await this.db.query<SubscriberRow>(
      `SELECT ${subscriberColumns} FROM messaging.newsletter_subscribers WHERE ${where.sql}
        ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset, ...where.params],
    );
    return rows.map(toSubscriber);
  }

  /** The next `limit` matching subscribers after `cursor` (from the start without one), newest first. */
  async batchAfter(
    filter: SubscriberFilter,
    cursor: SubscriberCursor | undefined,
    limit: number,
  ): Promise<SubscriberBatchRow[]> {
    const where = subscriberConditions(filter, 4);
    const { rows } = await this.db.query<SubscriberBatchRow>(
      `SELECT ${subscriberColumns}, created_at::text AS position FROM messaging.newsletter_subscribers
        WHERE ($2::timestamptz IS NULL OR (created_at, id) < ($2, $3::uuid)) AND ${where.sql}
        ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit, cursor?.createdAt ?? null, cursor?.id ?? null, ...where.params],
    );
    return rows;
  }
}
