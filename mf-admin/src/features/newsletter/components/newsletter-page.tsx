import { useState } from 'react';
import { useDocumentTitle } from '@glow/web-kit';
import type { NewsletterIssue } from '@glow/contracts';
import { useSubscribers } from '../api/get-subscribers';
import { useSubscriberFilters } from '../hooks/use-subscriber-filters';
import { ComposeIssue } from './compose-issue';
import { PastIssues } from './past-issues';
import { SubscribersSection } from './subscribers-section';
import styles from './newsletter.module.css';

export function NewsletterPage() {
  useDocumentTitle('Newsletter');
  const { filters, change } = useSubscriberFilters();
  const subscribersQuery = useSubscribers(filters);
  // The issue sent from this screen shows its progress under the form too, ending with 'Issue sent.'.
  const [sentHere, setSentHere] = useState<NewsletterIssue | null>(null);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Newsletter</h1>
      {/* The subscribers' list is long, so the short sections come first. */}
      <ComposeIssue confirmed={subscribersQuery.data?.confirmed} sentHere={sentHere} onSent={setSentHere} />
      <PastIssues />
      <SubscribersSection filters={filters} onChange={change} query={subscribersQuery} />
    </div>
  );
}
