import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Outbox } from '@glow/service-kit';
import type { PoolClient } from 'pg';
import { RefundCaseRepository, type RefundCaseKey } from '../data/refund-case-repository';
import { addToFeed } from './feed';

const caseKey = (orderId: string, transactionId: string | undefined): RefundCaseKey => ({
  orderId,
  transactionId: transactionId ?? '',
});

/** Counts refund cases open until the provider confirms them, and puts each new one into the feed. */
export class RefundCases {
  private readonly cases: RefundCaseRepository;

  constructor(
    private readonly client: PoolClient,
    private readonly outbox: Outbox,
  ) {
    this.cases = new RefundCaseRepository(client);
  }

  /** A case confirmed refunded before this arrives stays closed, and still enters the feed. */
  async opened(event: EventEnvelope<TopicData<'order.refund.opened'>>): Promise<void> {
    const { orderId, transactionId, amount, currency } = event.data;
    const key = caseKey(orderId, transactionId);
    if (!(await this.cases.opened(key, event.occurredAt))) return;
    await addToFeed(this.client, this.outbox, {
      kind: 'refund',
      id: `refund:${key.orderId}:${key.transactionId}`,
      orderId,
      ...(amount !== undefined && currency !== undefined ? { amount, currency } : {}),
      at: event.occurredAt,
    });
  }

  async refunded(event: EventEnvelope<TopicData<'order.refunded'>>): Promise<void> {
    await this.cases.refunded(caseKey(event.data.orderId, event.data.transactionId), event.occurredAt);
  }
}
