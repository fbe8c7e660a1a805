import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { SubscriberPage, SubscriberStatus } from '@glow/contracts';

export const subscribersFailure = 'Failed to fetch subscribers.';

export interface SubscriberFilters {
  search: string;
  /** '' is every status. */
  status: SubscriberStatus | '';
  page: number;
}

/** `?search=&status=&page=` with the empty ones left out. */
export function subscribersQuery({ search, status, page }: Partial<SubscriberFilters>): string {
  const params = new URLSearchParams();
  if (search?.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  if (page) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const getSubscribers = (filters: SubscriberFilters) =>
  api.get<SubscriberPage>(`/newsletter/subscribers${subscribersQuery(filters)}`, {
    defaultMessage: subscribersFailure,
  });

export const getSubscribersQueryOptions = (filters: SubscriberFilters) =>
  queryOptions({
    queryKey: ['newsletter', 'subscribers', filters],
    queryFn: () => getSubscribers(filters),
  });

/** Another page or filter keeps the rows on screen until its own answer comes. */
export const useSubscribers = (filters: SubscriberFilters) =>
  useQuery({ ...getSubscribersQueryOptions(filters), placeholderData: keepPreviousData });
