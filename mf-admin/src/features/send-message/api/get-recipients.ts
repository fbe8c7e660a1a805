import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { MessageRecipient } from '@glow/contracts';

export const recipientsFailure = 'Failed to fetch users.';

export const getRecipients = () =>
  api.get<MessageRecipient[]>('/inbox/admin/users', { defaultMessage: recipientsFailure });

export const getRecipientsQueryOptions = () =>
  queryOptions({ queryKey: ['inbox', 'admin', 'users'], queryFn: getRecipients });

export const useRecipients = () => useQuery(getRecipientsQueryOptions());
