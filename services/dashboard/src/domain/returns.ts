import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import { ReturnRepository } from '../data/return-repository';

/** Counts returns open (requested) and received, from each return's latest status. */
export class Returns {
  private readonly returns: ReturnRepository;

  constructor(db: Queryable) {
    this.returns = new ReturnRepository(db);
  }

  /** A stale or repeated status changes nothing: a return never moves back to `requested`. */
  async changed(event: EventEnvelope<TopicData<'order.return.changed'>>): Promise<void> {
    const { orderId, number, status, sellable } = event.data;
    await this.returns.record({ orderId, number, status, at: event.occurredAt, sellable });
  }
}
