import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, navigate, toast } from '@glow/web-kit';
import type { User } from '@glow/contracts';

export const fetchProfileFailed = 'Failed to fetch profile. Please log in again.';

export const getProfile = (signal?: AbortSignal) =>
  api.get<User>('/users/profile', { defaultMessage: fetchProfileFailed, signal });

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal) });

/** The signed-in user's profile; a failure sends them to log in again. */
export function useProfile() {
  const query = useQuery(getProfileQueryOptions());
  const failed = query.isError;
  useEffect(() => {
    if (!failed) return;
    toast.error(fetchProfileFailed);
    navigate('/login');
  }, [failed]);
  return query;
}
