import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminActivityPage } from '@glow/contracts/browser';
import { api } from '@glow/web-kit';
import { fetchActivityFailed } from '../activity-texts';

export interface ActivityFilters {
  /** An admin's user id; '' is every admin. */
  actor: string;
  /** An action such as `product.updated`; '' is every action. */
  action: string;
  /** A product's, user's or order's id, or `shipping-price`; '' is every subject. */
  subject: string;
  page: number;
}

/** `?actor=&action=&subject=&page=` with the empty ones left out. */
export function activityQueryString({ actor, action, subject, page }: Partial<ActivityFilters>): string {
  const params = new URLSearchParams();
  if (actor?.trim()) params.set('actor', actor.trim());
  if (action) params.set('action', action);
  if (subject?.trim()) params.set('subject', subject.trim());
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const getAdminActivity = (filters: ActivityFilters) =>
  api.get<AdminActivityPage>(`/api/admin/audit${activityQueryString(filters)}`, {
    defaultMessage: fetchActivityFailed,
  });

export const adminActivityKey = ['admin', 'activity'] as const;

export const getAdminActivityQueryOptions = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: [...adminActivityKey, filters],
    queryFn: () => getAdminActivity(filters),
    staleTime: 0,
  });

/** Another page or filter keeps the rows on screen until its own answer comes. */
export const useAdminActivity = (filters: ActivityFilters) =>
  useQuery({ ...getAdminActivityQueryOptions(filters), placeholderData: keepPreviousData });
