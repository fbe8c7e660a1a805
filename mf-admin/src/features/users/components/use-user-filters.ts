import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usersQuery, type UserFilters } from '../api/get-users';

function readFilters(params: URLSearchParams): UserFilters {
  const page = Number(params.get('page'));
  return { search: params.get('search') ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * The users' search and page live in the URL, so a reload or a shared link shows the same list. A
 * new search starts again at page 1; typing replaces the history entry.
 */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const change = useCallback(
    (next: Partial<UserFilters>) =>
      setParams((current) => new URLSearchParams(usersQuery({ ...readFilters(current), page: 1, ...next })), {
        replace: 'search' in next,
      }),
    [setParams],
  );

  return { filters, change };
}
