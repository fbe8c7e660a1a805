import type { Queryable } from '@glow/service-kit';

const after = (param: string) => `now() + make_interval(secs => ${param}::double precision / 1000)`;

/** Images whose files are removed once due (`catalog.image_removals`), by public_id. */
export class ImageRemovalRepository {
  constructor(private readonly db: Queryable) {}

  /** Due `delayMs` from now; an image already waiting keeps the later of its two times. */
  async schedule(publicIds: string[], delayMs: number): Promise<void> {
    if (publicIds.length === 0) return;
    await this.db.query(
      `INSERT INTO catalog.image_removals (public_id, due_at)
       SELECT id, ${after('$2')} FROM unnest($1::text[]) AS id
       ON CONFLICT (public_id) DO UPDATE
         SET due_at = GREATEST(catalog.image_removals.due_at, excluded.due_at)`,
      [publicIds, delayMs],
    );
  }

  /**
   * Takes up to `limit` due images and moves them out of reach for `leaseMs`, in one statement: an
   * instance that dies before `forget` leaves them to be taken again when the lease runs out. SKIP
   * LOCKED keeps instances sweeping at once from taking the same rows or waiting on each other.
   */
  async claimDue(limit: number, leaseMs: number): Promise<string[]> {
    const { rows } = await this.db.query<{ public_id: string }>(
      `UPDATE catalog.image_removals r SET due_at = ${after('$2')}
        WHERE r.public_id IN (
          SELECT public_id FROM catalog.image_removals
           WHERE due_at <= now()
           ORDER BY due_at LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING r.public_id`,
      [limit, leaseMs],
    );
    return rows.map((row) => row.public_id);
  }

  async forget(publicIds: string[]): Promise<void> {
    await this.db.query('DELETE FROM catalog.image_removals WHERE public_id = ANY($1::text[])', [publicIds]);
  }
}
