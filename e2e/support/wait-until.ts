import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';

/** Polls `read` until `done` accepts its value; fails with the last value seen. */
export async function waitUntil<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  { timeoutMs = 10_000, what = 'the condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}; last value: ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

/**
 * Waits until nothing on the page is still loading: no banner slot waiting for its banners (whose
 * placeholder goes away when a placement has none) and no region marked busy. What loads late moves
 * what is below it, and a click aimed before the move lands beside its target, as a shopper's would.
 */
export async function untilLaidOut(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('[data-placement-pending], [aria-busy="true"]'),
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
}

/**
 * Clicks until the address says the click landed, as a shopper clicks again when nothing happened:
 * under load a list that re-renders between the layout check and the click can swallow it.
 */
export async function clickUntilUrl(
  page: Page,
  target: Locator,
  landed: (url: URL) => boolean,
  tries = 3,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await untilLaidOut(page);
    await target.click();
    try {
      await page.waitForURL(landed, { timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}
