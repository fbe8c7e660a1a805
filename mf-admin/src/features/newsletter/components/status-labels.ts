import type { SubscriberStatus } from '@glow/contracts';

export const statusLabels: Record<SubscriberStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  unsubscribed: 'Unsubscribed',
};

export const statusOptions = Object.entries(statusLabels).map(([value, label]) => ({
  value: value as SubscriberStatus,
  label,
}));
