import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Outbox } from '@glow/service-kit';
import type { PoolClient } from 'pg';
import { OrderRepository, type PaidOrder } from '../data/order-repository';
import { PaymentRefundRepository } from '../data/payment-refund-repository';
import { addToFeed, paidOrderItem } from './feed';

/**
 * What order events tell the dashboard. A paid order reaches the feed when both its payment
 * (order.paid) and its total (order.created) are known, whichever arrives last. A refund of its own
 * payment (order.refunded) takes money out of revenue; one of money it never kept changes nothing.
 */
export class OrderEvents {
  constructor(
    private readonly client: PoolClient,
    private readonly outbox: Outbox,
  ) {}

  async created(event: EventEnvelope<TopicData<'order.created'>>): Promise<void> {
    const { orderId, userId, totalAmount, items } = event.data;
    const paid = await new OrderRepository(this.client).recordCreated({
      orderId,
      userId,
      totalAmount: String(totalAmount),
      createdAt: event.occurredAt,
      items: items.map((item) => ({ ...item, unitPrice: String(item.unitPrice) })),
    });
    await this.announce(paid);
  }

  async paid(event: EventEnvelope<TopicData<'order.paid'>>): Promise<void> {
    const { orderId, userId, amount, currency } = event.data;
    const paid = await new OrderRepository(this.client).recordPaid(orderId, userId, event.occurredAt, {
      amount: String(amount),
      currency,
    });
    await this.announce(paid);
  }

  async refunded(event: EventEnvelope<TopicData<'order.refunded'>>): Promise<void> {
    const { orderId, transactionId, amount, currency, orderPaymentRefunded } = event.data;
    if (!orderPaymentRefunded) return;
    await new PaymentRefundRepository(this.client).record({
      eventId: event.id,
      orderId,
      transactionId,
      amount: String(amount),
      currency,
      refundedAt: event.occurredAt,
    });
  }

  async statusChanged(event: EventEnvelope<TopicData<'order.status.changed'>>): Promise<void> {
    const { orderId, userId, status } = event.data;
    await new OrderRepository(this.client).recordStatus(orderId, userId, status, event.occurredAt);
  }

  private async announce(paid: PaidOrder | undefined): Promise<void> {
    if (paid) await addToFeed(this.client, this.outbox, paidOrderItem(paid));
  }
}
