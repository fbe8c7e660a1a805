import type { SubscriberPage } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import type { SubscriberFilter } from '../data/subscriber-filter-sql';
import { SubscriberRepository, type SubscriberCursor } from '../data/subscriber-repository';
import { toSubscriber } from '../data/subscriber-row';

export const subscribersPerPage = 50;
const exportBatch = 1_000;

/** The admin's view of the subscribers: a page at a time, or all of them for an export. */
export class SubscriberList {
  private readonly subscribers: SubscriberRepository;

  constructor(db: Queryable) {
    this.subscribers = new SubscriberRepository(db);
  }

  async page(filter: SubscriberFilter, page: number): Promise<SubscriberPage> {
    const [counts, items] = await Promise.all([
      this.subscribers.count(filter),
      this.subscribers.page(filter, (page - 1) * subscribersPerPage, subscribersPerPage),
    ]);
    return {
      items,
      total: counts.matching,
      page,
      pages: Math.ceil(counts.matching / subscribersPerPage),
      confirmed: counts.confirmed,
    };
  }

  /** Every matching subscriber, newest first, read in batches so a large list is never held at once. */
  async *all(filter: SubscriberFilter) {
    for (let cursor: SubscriberCursor | undefined; ;) {
      const rows = await this.subscribers.batchAfter(filter, cursor, exportBatch);
      for (const row of rows) yield toSubscriber(row);
      const last = rows.at(-1);
      if (!last || rows.length < exportBatch) return;
      cursor = { createdAt: last.position, id: last.id };
    }
  }
}
