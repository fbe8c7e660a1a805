import { Link } from 'react-router-dom';
import type { DashboardFeedItemV2 } from '@glow/contracts';
import { formatPrice } from '@glow/web-kit';
import { noActivity } from '../dashboard-texts';
import { formatMoment, naira, shortId } from './format';
import { Panel } from './panel';
import tones from '../../../components/tones.module.css';
import styles from './dashboard.module.css';

const kindLabels = { order: 'Order', message: 'Message', refund: 'Refund' } as const;
const kindTones = { order: tones.green, message: tones.brand, refund: tones.red } as const;

function FeedText({ item }: { item: DashboardFeedItemV2 }) {
  if (item.kind === 'message')
    return (
      <span className={styles.feedText}>
        Message from {item.name}: {item.subject}
      </span>
    );
  if (item.kind === 'refund')
    return (
      <Link to={`/admin/orders/${item.orderId}`} className={styles.feedText}>
        Refund case:{' '}
        {item.amount !== undefined && item.currency ? `${formatPrice(item.amount, item.currency)}, ` : ''}
        order {shortId(item.orderId)}
      </Link>
    );
  return (
    <Link to={`/admin/orders/${item.orderId}`} className={styles.feedText}>
      Order {shortId(item.orderId)} paid — {naira(item.amount)}
    </Link>
  );
}

/**
 * Newest first. The region is always there, so a screen reader hears each entry added to it,
 * the first one included.
 */
export function ActivityFeed({ items }: { items: DashboardFeedItemV2[] }) {
  return (
    <Panel title="Live Activity" note="Newest first">
      <div aria-live="polite">
        {items.length === 0 ? (
          <p className={styles.empty}>{noActivity}</p>
        ) : (
          <ol className={styles.feedList}>
            {items.map((item) => (
              <li key={item.id} className={styles.feedItem}>
                <span className={`${styles.feedKind} ${kindTones[item.kind]}`} aria-hidden="true">
                  {kindLabels[item.kind]}
                </span>
                <FeedText item={item} />{' '}
                <time dateTime={item.at} className={styles.feedTime}>
                  {formatMoment(item.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Panel>
  );
}
