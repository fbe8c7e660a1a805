import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { NewsletterIssue } from '@glow/contracts';

export const issuePollMs = 1000;

export const getIssue = (id: string) =>
  api.get<NewsletterIssue>(`/newsletter/issues/${encodeURIComponent(id)}`);

/** Asks again every second while the issue is sending; a failed poll is retried on the next tick. */
export const getIssueQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['newsletter', 'issue', id],
    queryFn: () => getIssue(id),
    refetchInterval: (query) => (query.state.data?.status === 'sent' ? false : issuePollMs),
  });

/** An issue's delivery as it goes, starting from what is already known of it. */
export function useLiveIssue(issue: NewsletterIssue): NewsletterIssue {
  return useQuery({ ...getIssueQueryOptions(issue._id), initialData: issue }).data;
}
