import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { NewsletterIssue, NewsletterIssueRequest } from '@glow/contracts';
import { getIssueQueryOptions } from './get-issue';
import { getIssuesQueryOptions } from './get-issues';

export const sendIssueFailure = 'Failed to send the issue.';

/** 202: the issue is accepted and goes out in the background. */
export const sendIssue = (request: NewsletterIssueRequest) =>
  api.post<NewsletterIssue>('/newsletter/issues', request, { defaultMessage: sendIssueFailure });

export function useSendIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendIssue,
    onSuccess: (issue) => {
      queryClient.setQueryData(getIssueQueryOptions(issue._id).queryKey, issue);
      void queryClient.invalidateQueries({ queryKey: getIssuesQueryOptions().queryKey, exact: true });
    },
  });
}
