import { orderStatuses, type OrderReturn, type RefundCase } from '@glow/contracts/browser';
import { paymentStatusLabel, paymentStatusTone, type PaymentStatusTone } from '@glow/web-kit';
import { unknownStatus } from '../orders-texts';
import { returnStatusLabels } from '../return-texts';
import tones from '../../../components/tones.module.css';
import styles from './status-badges.module.css';

type Tone = 'green' | 'yellow' | 'red' | 'brand' | 'neutral';

const orderTones: Record<string, Tone> = {
  Pending: 'yellow',
  Processing: 'brand',
  Shipped: 'brand',
  'Out for Delivery': 'brand',
  Delivered: 'green',
  Cancelled: 'red',
};

const paymentTones: Record<PaymentStatusTone, Tone> = {
  success: 'green',
  warning: 'yellow',
  danger: 'red',
  neutral: 'neutral',
};

function Pill({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`${styles.pill} ${tones[tone]}`}>{children}</span>;
}

/** A value outside the six statuses shows 'Unknown'. */
export function OrderStatusBadge({ status }: { status: string }) {
  const known = (orderStatuses as readonly string[]).includes(status);
  return <Pill tone={known ? orderTones[status]! : 'neutral'}>{known ? status : unknownStatus}</Pill>;
}

/** Green successful (`paid`), yellow pending, red failed; any other value (expired, refund-needed, partly-refunded) neutral. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <Pill tone={paymentTones[paymentStatusTone(status)]}>{paymentStatusLabel(status)}</Pill>;
}

const refundBadges: Record<RefundCase['status'], { label: string; tone: Tone }> = {
  open: { label: 'Open', tone: 'yellow' },
  requested: { label: 'Requested', tone: 'brand' },
  refunded: { label: 'Refunded', tone: 'green' },
  refused: { label: 'Refused', tone: 'red' },
};

/** Yellow while money is owed, brand while the provider works on it, green once given back, red if refused. */
export function RefundStatusBadge({ status }: { status: RefundCase['status'] }) {
  const { label, tone } = refundBadges[status] ?? { label: unknownStatus, tone: 'neutral' };
  return <Pill tone={tone}>{label}</Pill>;
}

const returnTones: Record<OrderReturn['status'], Tone> = {
  requested: 'yellow',
  received: 'green',
  withdrawn: 'neutral',
};

/** Yellow 'Return requested' while the goods are on their way back, green 'Returned', neutral 'Withdrawn'. */
export function ReturnStatusBadge({ status }: { status: OrderReturn['status'] }) {
  const known = Object.hasOwn(returnTones, status);
  return (
    <Pill tone={known ? returnTones[status] : 'neutral'}>
      {known ? returnStatusLabels[status] : unknownStatus}
    </Pill>
  );
}
