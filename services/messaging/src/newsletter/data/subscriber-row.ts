import type { NewsletterSubscriber, SubscriberStatus } from '@glow/contracts';

export interface SubscriberRow {
  id: string;
  email: string;
  status: SubscriberStatus;
  created_at: Date;
  confirmed_at: Date | null;
}

export const subscriberColumns = 'id, email, status, created_at, confirmed_at';

export function toSubscriber(row: SubscriberRow): NewsletterSubscriber {
  return {
    _id: row.id,
    email: row.email,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
  };
}
