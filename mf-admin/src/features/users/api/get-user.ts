import { useEffect, useState } from 'react';
import { api } from '@glow/web-kit';
import type { User } from '@glow/contracts';

export const getUser = (id: string) =>
  api.get<User>(`/users/${encodeURIComponent(id)}`, { defaultMessage: `Failed to fetch user with ID ${id}` });

interface Loaded {
  id: string;
  user: User | null;
}

/** Loading until an answer for this very id arrived, so a changed id never shows the previous user. */
export function useUser(id: string) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    getUser(id)
      .then((user) => current && setLoaded({ id, user }))
      .catch(() => current && setLoaded({ id, user: null }));
    return () => {
      current = false;
    };
  }, [id]);

  const settled = loaded?.id === id ? loaded : null;
  return {
    user: settled?.user ?? null,
    loading: settled === null,
    failed: settled !== null && settled.user === null,
  };
}
