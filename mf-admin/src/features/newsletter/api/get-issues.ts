import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { NewsletterIssue } from '@glow/contracts';

export const issuesFailure = 'Failed to fetch issues.';

/** Newest first. */
export const getIssues = () =>
  api.get<NewsletterIssue[]>('/newsletter/issues', { defaultMessage: issuesFailure });

export const getIssuesQueryOptions = () =>
  queryOptions({ queryKey: ['newsletter', 'issues'], queryFn: getIssues });

export const useIssues = () => useQuery(getIssuesQueryOptions());
