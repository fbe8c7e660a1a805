import { act } from '@testing-library/react';
import type { Category, User } from '@glow/contracts';
import { session } from '@glow/web-kit';

export const shopper: User = { _id: 'u1', username: 'ada', email: 'ada@example.com', isAdmin: false };
export const admin: User = { _id: 'a1', username: 'boss', email: 'boss@example.com', isAdmin: true };

export const category = (name: string): Category => ({ _id: `c-${name}`, name, images: [] });

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** The browser's `fetch` is the boundary: each call answers from the test's script. */
export function installApi(answer: (url: string, init: RequestInit) => FakeAnswer | Promise<FakeAnswer>) {
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    const { status, body } = await answer(url, init);
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => text };
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

export const callsTo = (fetch: jest.Mock, url: string) =>
  fetch.mock.calls.filter(([calledUrl]) => calledUrl === url) as [string, RequestInit][];

export async function signIn(user: User) {
  await act(async () => {
    await session.start();
    session.login('header.payload.signature', user);
  });
}

export function signOut() {
  act(() => session.logout());
}

/** Puts the page at `path` without rendering anything, as a full page load would. */
export function openAt(path: string) {
  window.history.replaceState(null, '', path);
}

export const currentUrl = () => window.location.pathname + window.location.search;
