import { act, renderHook, waitFor } from '@testing-library/react';
import type { Category } from '@glow/contracts';
import { readToken, useCategories, writeToken } from '../src';
import { resetCategoriesForTests } from '../src/categories/categories-store';
import { installFetch, installPendingFetch, rejectedToken, sessionExpired, token } from '../src/testing';

const lipsticks: Category = { _id: 'c1', name: 'Lipsticks', images: [] };

beforeEach(() => resetCategoriesForTests());

test('when categories load, then the hook goes from loading to the list, fetched once for all', async () => {
  const pending = installPendingFetch();

  const first = renderHook(() => useCategories());
  const second = renderHook(() => useCategories());
  expect(first.result.current).toEqual({ categories: [], loading: true, error: null });

  await act(async () => pending.answer({ status: 200, body: [lipsticks] }));

  await waitFor(() =>
    expect(first.result.current).toEqual({ categories: [lipsticks], loading: false, error: null }),
  );
  expect(second.result.current.categories).toEqual([lipsticks]);
  expect(pending.fetch).toHaveBeenCalledTimes(1);
  expect(pending.fetch.mock.calls[0]![0]).toBe('/api/categories');
});

test('when categories fail to load, then the error is the spec text unless the server gave one', async () => {
  installFetch(() => Promise.reject(new TypeError('Failed to fetch')));

  const { result } = renderHook(() => useCategories());

  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current).toEqual({ categories: [], loading: false, error: 'Failed to load categories.' });
});

test('when the token is refused and the session is over, then the categories load on a second try without it', async () => {
  writeToken(token);
  const fetch = installFetch((url, init) => {
    if (url === '/api/users/refresh') return sessionExpired;
    return (init.headers as Record<string, string>).Authorization
      ? rejectedToken
      : { status: 200, body: [lipsticks] };
  });

  const { result } = renderHook(() => useCategories());

  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current).toEqual({ categories: [lipsticks], loading: false, error: null });
  expect(fetch).toHaveBeenCalledTimes(3);
  expect(readToken()).toBeNull();
});
