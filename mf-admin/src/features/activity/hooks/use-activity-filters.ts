import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { activityQueryString, type ActivityFilters } from '../api/get-admin-activity';

function readFilters(params: URLSearchParams): ActivityFilters {
  const page = Number(params.get('page'));
  return {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    subject: params.get('subject') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export type ChangeFilters = (next: Partial<ActivityFilters>, options?: { typing?: boolean }) => void;

/**
 * The filters and page live in the URL, so a reload or a shared link shows the same actions. A new
 * filter starts again at page 1; typing an id replaces the history entry instead of adding one.
 */
export function useActivityFilters(): { filters: ActivityFilters; change: ChangeFilters } {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const change = useCallback<ChangeFilters>(
    (next, { typing = false } = {}) =>
      setParams(
        (current) => new URLSearchParams(activityQueryString({ ...readFilters(current), page: 1, ...next })),
        { replace: typing },
      ),
    [setParams],
  );

  return { filters, change };
}
