import type { Queryable } from '@glow/service-kit';

/** One issue to one subscriber, claimed for sending. */
export interface ClaimedDelivery {
  issueId: string;
  subscriberId: string;
  email: string;
  /** Tries so far, this one included. */
  attempts: number;
  /** Still confirmed: whoever left since the issue was made is skipped. */
  subscribed: boolean;
}

export interface DeliveryKey {
  issueId: string;
  subscriberId: string;
}

const keyArrays = (keys: DeliveryKey[]) => [
  keys.map((key) => key.issueId),
  keys.map((key) => key.subscriberId),
];
const inKeys = `(issue_id, subscriber_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))`;

/**
 * The newsletter's delivery queue. A claim takes due pending rows that no other instance holds
 * (SKIP LOCKED) and leases them: their next_attempt_at moves out by the lease, so rows a crashed
 * instance held come back once it runs out. Settling a row only touches it while it is pending.
 */
export class DeliveryRepository {
  constructor(private readonly db: Queryable) {}

  async claim(claimId: string, limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
    const { rows } = await this.db.query<ClaimedDelivery>(
      `WITH due AS (
         SELECT issue_id, subscriber_id FROM messaging.newsletter_deliveries
          WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE messaging.newsletter_deliveries d
            SET attempts = d.attempts + 1, claimed_by = $1,
                next_attempt_at = now() + make_interval(secs => $3)
           FROM due WHERE d.issue_id = due.issue_id AND d.subscriber_id = due.subscriber_id
         RETURNING d.issue_id, d.subscriber_id, d.attempts
       )
       SELECT c.issue_id AS "issueId", c.subscriber_id AS "subscriberId", c.attempts, s.email,
              s.status = 'confirmed' AS subscribed
         FROM claimed c JOIN messaging.newsletter_subscribers s ON s.id = c.subscriber_id`,
      [claimId, limit, leaseSeconds],
    );
    return rows;
  }

  async settle(key: DeliveryKey, status: 'sent' | 'failed'): Promise<void> {
    await this.db.query(
      `UPDATE messaging.newsletter_deliveries SET status = $3, settled_at = now(), claimed_by = NULL
        WHERE issue_id = $1 AND subscriber_id = $2 AND status = 'pending'`,
      [key.issueId, key.subscriberId, status],
    );
  }

  async skip(keys: DeliveryKey[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.query(
      `UPDATE messaging.newsletter_deliveries SET status = 'skipped', settled_at = now(), claimed_by = NULL
        WHERE ${inKeys} AND status = 'pending'`,
      keyArrays(keys),
    );
  }

  /** A subscriber who leaves is skipped by every issue still on its way to them. */
  async skipPendingFor(subscriberId: string): Promise<void> {
    await this.db.query(
      `UPDATE messaging.newsletter_deliveries SET status = 'skipped', settled_at = now(), claimed_by = NULL
        WHERE subscriber_id = $1 AND status = 'pending'`,
      [subscriberId],
    );
  }

  async retryLater(key: DeliveryKey, delayMs: number): Promise<void> {
    await this.db.query(
      `UPDATE messaging.newsletter_deliveries
          SET next_attempt_at = now() + make_interval(secs => $3), claimed_by = NULL
        WHERE issue_id = $1 AND subscriber_id = $2 AND status = 'pending'`,
      [key.issueId, key.subscriberId, delayMs / 1000],
    );
  }

  /** Gives back claimed rows that were not tried (a stop, a lease running short, an unreachable server), after `delayMs`. */
  async release(claimId: string, keys: DeliveryKey[], delayMs = 0): Promise<void> {
    if (keys.length === 0) return;
    await this.db.query(
      `UPDATE messaging.newsletter_deliveries
          SET attempts = attempts - 1, claimed_by = NULL, next_attempt_at = now() + make_interval(secs => $4)
        WHERE ${inKeys} AND claimed_by = $3 AND status = 'pending'`,
      [...keyArrays(keys), claimId, delayMs / 1000],
    );
  }
}
