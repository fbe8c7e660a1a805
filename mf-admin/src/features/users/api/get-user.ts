import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { User } from '@glow/contracts';

export const getUser = (id: string) =>
  api.get<User>(`/users/${encodeURIComponent(id)}`, { defaultMessage: `Failed to fetch user with ID ${id}` });

export const getUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['users', id], queryFn: () => getUser(id) });

/** Keyed by id: a changed id is loading until its own answer, never showing the previous user. */
export const useUser = (id: string) => useQuery(getUserQueryOptions(id));
