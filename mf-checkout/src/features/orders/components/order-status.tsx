import { orderStatuses } from '@glow/contracts/browser';
import { Badge, type BadgeTone } from '@glow/web-kit';
import { unknownStatus } from '../orders-texts';

const tones: Record<string, BadgeTone> = {
  Pending: 'warning',
  Processing: 'primary',
  Shipped: 'primary',
  'Out for Delivery': 'primary',
  Delivered: 'success',
  Cancelled: 'danger',
};

/** An order status as a badge; a value outside the known list shows 'Unknown'. */
export function OrderStatus({ status }: { status: string }) {
  const known = (orderStatuses as readonly string[]).includes(status);
  return <Badge tone={known ? tones[status] : 'neutral'}>{known ? status : unknownStatus}</Badge>;
}
