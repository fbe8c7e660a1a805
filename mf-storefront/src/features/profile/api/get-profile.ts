import { useEffect, useState } from 'react';
import { api, navigate, toast } from '@glow/web-kit';
import type { User } from '@glow/contracts';

export const fetchProfileFailed = 'Failed to fetch profile. Please log in again.';

export const getProfile = (signal?: AbortSignal) =>
  api.get<User>('/users/profile', { defaultMessage: fetchProfileFailed, signal });

/** Loads the signed-in user's profile; a failure sends them to log in again. */
export function useProfile() {
  const [profile, setProfile] = useState<User | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getProfile(controller.signal).then(setProfile, () => {
      if (controller.signal.aborted) return;
      toast.error(fetchProfileFailed);
      navigate('/login');
    });
    return () => controller.abort();
  }, []);

  return { profile, setProfile };
}
