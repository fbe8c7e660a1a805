import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { User } from '@glow/contracts';

export const usersFailure = 'Failed to fetch users';

export const getUsers = () => api.get<User[]>('/users', { defaultMessage: usersFailure });

export const getUsersQueryOptions = () => queryOptions({ queryKey: ['users'], queryFn: getUsers });

export const useUsers = () => useQuery(getUsersQueryOptions());
