import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { User } from '@glow/contracts';

export const usersFailure = 'Failed to fetch users';

/** `GET /api/users?search=&page=`: 50 a page, oldest account first, like the other admin lists. */
export interface UserPage {
  items: User[];
  total: number;
  page: number;
  pages: number;
}

export interface UserFilters {
  /** Part of the username; '' is everyone. */
  search: string;
  page: number;
}

/** `?search=&page=` with the empty ones left out. */
export function usersQuery({ search, page }: Partial<UserFilters>): string {
  const params = new URLSearchParams();
  if (search?.trim()) params.set('search', search.trim());
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const getUsers = (filters: UserFilters) =>
  api.get<UserPage>(`/users${usersQuery(filters)}`, { defaultMessage: usersFailure });

/** Every page of the list, whatever its filters: what a saved or deleted user updates. */
export const userPagesKey = ['users', 'pages'] as const;

export const getUsersQueryOptions = (filters: UserFilters) =>
  queryOptions({ queryKey: [...userPagesKey, filters], queryFn: () => getUsers(filters) });

/** Another page or search keeps the rows on screen until its own answer comes. */
export const useUsers = (filters: UserFilters) =>
  useQuery({ ...getUsersQueryOptions(filters), placeholderData: keepPreviousData });
