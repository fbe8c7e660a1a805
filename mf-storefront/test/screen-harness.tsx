import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster, toast } from '@glow/web-kit';
import { resetSessionForTests, WithQueryClient } from '@glow/web-kit/testing';

const realSetTimeout = globalThis.setTimeout;
let timersSet: [callback: () => void, delayMs: number | undefined][] = [];

// A plain wrapper, not a jest mock: testing-library takes a mocked setTimeout for fake timers.
function watchTimers(): void {
  timersSet = [];
  globalThis.setTimeout = ((callback: () => void, delayMs?: number) => {
    timersSet.push([callback, delayMs]);
    return realSetTimeout(callback, delayMs);
  }) as typeof setTimeout;
}

/** Fresh storage, session and toasts, the browser at `path`, and a watch on the timers the screens set. */
export function resetBrowser(path: string): void {
  watchTimers();
  localStorage.clear();
  resetSessionForTests();
  toast.clear();
  window.history.replaceState(null, '', path);
}

export function renderScreen(screen: ReactNode, path: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Toaster />
      {screen}
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  return user;
}

/** Lets the fake fetch answer and React render. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  }
}

/**
 * The one timer of `delayMs` the screen set: its redirect has not happened yet; running it now
 * stands in for waiting that long.
 */
export function runTimerOf(delayMs: number): void {
  const timers = timersSet.filter(([, ms]) => ms === delayMs);
  expect(timers).toHaveLength(1);
  act(() => timers[0]?.[0]());
}

/** The screen's own calls: promotion banners (login page) load on their own and are left out. */
function screenCalls(fetch: jest.Mock): unknown[][] {
  return fetch.mock.calls.filter(([url]) => !String(url).startsWith('/api/promotion-banners'));
}

export function bodyOf(fetch: jest.Mock, call = 0): unknown {
  return JSON.parse((screenCalls(fetch)[call]?.[1] as RequestInit).body as string);
}

export function urlOf(fetch: jest.Mock, call = 0): string {
  return screenCalls(fetch)[call]?.[0] as string;
}
