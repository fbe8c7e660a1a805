import { useEffect, useState } from 'react';
import { api } from '@glow/web-kit';
import type { User } from '@glow/contracts';
import { errorText } from './error-text';

const failure = 'Failed to fetch users';

export const getUsers = () => api.get<User[]>('/users', { defaultMessage: failure });

export function useUsers() {
  const [users, setUsers] = useState<User[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getUsers()
      .then((list) => current && setUsers(list))
      .catch((e: unknown) => current && setError(errorText(e, failure)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, []);

  return { users, setUsers, loading, error };
}
