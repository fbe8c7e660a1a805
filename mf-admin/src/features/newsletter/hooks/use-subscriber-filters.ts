import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SubscriberStatus } from '@glow/contracts';
import { subscribersQuery, type SubscriberFilters } from '../api/get-subscribers';

const statuses: readonly string[] = ['pending', 'confirmed', 'unsubscribed'] satisfies SubscriberStatus[];

const isStatus = (value: string): value is SubscriberStatus => statuses.includes(value);

function readFilters(params: URLSearchParams): SubscriberFilters {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: isStatus(status) ? status : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function toParams({ page, ...filters }: SubscriberFilters): URLSearchParams {
  return new URLSearchParams(subscribersQuery({ ...filters, page: page > 1 ? page : undefined }));
}

/**
 * The subscribers' search, status and page live in the URL, so a reload or a shared link shows the
 * same list. A new search or status starts again at page 1; typing replaces the history entry.
 */
export function useSubscriberFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const change = useCallback(
    (next: Partial<SubscriberFilters>) =>
      setParams((current) => toParams({ ...readFilters(current), page: 1, ...next }), {
        replace: 'search' in next,
      }),
    [setParams],
  );

  return { filters, change };
}
