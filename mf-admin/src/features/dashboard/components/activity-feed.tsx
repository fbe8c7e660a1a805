import { Link } from 'react-router-dom';
import type { DashboardFeedItem } from '@glow/contracts';
import { noActivity } from '../dashboard-texts';
import { formatMoment, naira, shortId } from './format';
import { Panel } from './panel';
import tones from '../../../components/tones.module.css';
import styles from './dashboard.module.css';

function FeedText({ item }: { item: DashboardFeedItem }) {
  if (item.kind === 'message')
    return (
      <span className={styles.feedText}>
        Message from {item.name}: {item.subject}
      </span>
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
export function ActivityFeed({ items }: { items: DashboardFeedItem[] }) {
  return (
    <Panel title="Live Activity" note="Newest first">
      <div aria-live="polite">
        {items.length === 0 ? (
          <p className={styles.empty}>{noActivity}</p>
        ) : (
          <ol className={styles.feedList}>
            {items.map((item) => (
              <li key={item.id} className={styles.feedItem}>
                <span
                  className={`${styles.feedKind} ${item.kind === 'order' ? tones.green : tones.brand}`}
                  aria-hidden="true"
                >
                  {item.kind === 'order' ? 'Order' : 'Message'}
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
