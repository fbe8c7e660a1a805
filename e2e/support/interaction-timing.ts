import type { Locator, Page } from 'playwright-core';

/**
 * How long interactions take to show, for the report (never asserted: timed assertions are not
 * tests). Two measures:
 * - the Event Timing API (`PerformanceObserver` 'event' entries, what INP is built on): for each
 *   trusted input Playwright sends, from the event's hardware timestamp to the next paint after its
 *   handlers; Chromium reports only entries of 16 ms and more, so none means under 16 ms;
 * - `clickUntilPainted`, `typeUntilPainted`: `performance.now()` before the action and after the second animation frame
 *   that follows it, i.e. once the frame with its change was produced.
 */
export async function watchEventTiming(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { name: string; duration: number }[] = [];
    (window as unknown as { glowEventTiming: typeof seen }).glowEventTiming = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        seen.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** The longest Event Timing entry since the last call (0: every event painted within 16 ms), then forgets them. */
export async function longestEventSinceLast(page: Page): Promise<{ duration: number; events: string[] }> {
  // The observer reports once the paint happened: give it two frames.
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
  );
  return page.evaluate(() => {
    const seen = (window as unknown as { glowEventTiming: { name: string; duration: number }[] })
      .glowEventTiming;
    const taken = seen.splice(0);
    return {
      duration: taken.reduce((most, entry) => Math.max(most, entry.duration), 0),
      events: taken.map((entry) => `${entry.name} ${Math.round(entry.duration)} ms`),
    };
  });
}

/** Milliseconds from a page-side `click()` of the element to two animation frames after it. */
export function clickUntilPainted(target: Locator): Promise<number> {
  return target.evaluate(
    (element: HTMLElement) =>
      new Promise<number>((done) => {
        const start = performance.now();
        element.click();
        requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - start)));
      }),
  );
}

/**
 * Milliseconds from typing `text` at the end of a field, page-side (the value set through the
 * native setter and an `input` event, which is what React listens to), to two animation frames after it.
 */
export function typeUntilPainted(field: Locator, text: string): Promise<number> {
  return field.evaluate(
    (element: HTMLInputElement, typed) =>
      new Promise<number>((done) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const start = performance.now();
        setValue.call(element, element.value + typed);
        element.dispatchEvent(new Event('input', { bubbles: true }));
        requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - start)));
      }),
    text,
  );
}
