import type { BrowserContext, Page } from 'playwright-core';
import { pageUrl, useBrowser, waitUntil } from '../support';

const browser = useBrowser();

const second = 1000;
const minute = 60 * second;

const popup = (page: Page) => page.getByRole('dialog', { name: 'Find your perfect match' });

async function expectOpen(page: Page): Promise<void> {
  await popup(page).waitFor({ timeout: 5000 });
}

async function expectClosed(page: Page): Promise<void> {
  // The page's timers are fake, so wait in real time for a render that must not come.
  await page.waitForTimeout(150);
  expect(await popup(page).count()).toBe(0);
}

/**
 * A clock that stands still from the start, so only `runFor`/`fastForward` move the popup's timers,
 * however long the page takes to load.
 */
async function pausedClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + second));
}

/**
 * single-spa-react reports a finished mount from a zero-delay timer, and single-spa warns (an error
 * line) about a mount still running when its 3 s timers fire first: the clock moves a millisecond
 * at a time until the mount is reported, which on a landing page is also when the live page takes
 * the server-drawn one's place. The pages visited are in the storefront's own chunk: a screen
 * loaded on first use is revealed by React's Suspense after a timer, which a paused clock never fires.
 */
async function loaded(page: Page): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await waitUntil(
    async () => {
      await page.clock.runFor(1);
      return heading.isVisible();
    },
    Boolean,
    { timeoutMs: 30_000, what: 'the live page' },
  );
}

/** The chat app is on the internet, which the browser cannot reach: answer its address locally. */
async function answerChatApp(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
}

describe('recommendation popup', () => {
  it(
    'when 30 s pass, then it opens; closed, it re-opens 20 min later; Get Recommendation opens the chat and stops it for good',
    browser.test(async ({ open }) => {
      const { page, context } = await open();
      await answerChatApp(context);
      await pausedClock(page);
      await page.goto(pageUrl('/products'));
      await loaded(page);

      await page.clock.runFor(29 * second);
      await expectClosed(page);
      await page.clock.runFor(1 * second);
      await expectOpen(page);

      await popup(page).getByRole('button', { name: 'Close' }).click();
      await expectClosed(page);
      await page.clock.fastForward(20 * minute - second);
      await expectClosed(page);
      await page.clock.fastForward(second);
      await expectOpen(page);

      const [chat] = await Promise.all([
        context.waitForEvent('page'),
        popup(page).getByRole('button', { name: 'Get Recommendation' }).click(),
      ]);
      await chat.waitForURL(/^https:\/\/wa\.me\//);
      const chatUrl = new URL(chat.url());
      expect(chatUrl.pathname).toMatch(/^\/\d{10,15}$/);
      expect(chatUrl.searchParams.get('text')).toMatch(/recommendation/i);
      await expectClosed(page);

      await page.clock.fastForward(21 * minute);
      await expectClosed(page);
      await page.reload();
      await loaded(page);
      await page.clock.fastForward(31 * second);
      await expectClosed(page);
      await page.clock.fastForward(21 * minute);
      await expectClosed(page);
    }),
  );

  it(
    'when the visitor closes it and reloads, then the next one waits 30 s again',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'mobile' });
      await pausedClock(page);
      await page.goto(pageUrl('/'));
      await loaded(page);
      await page.clock.runFor(30 * second);
      await expectOpen(page);
      await page.keyboard.press('Escape');
      await expectClosed(page);

      await page.reload();
      await loaded(page);
      await page.clock.runFor(29 * second);
      await expectClosed(page);
      await page.clock.runFor(1 * second);
      await expectOpen(page);
    }),
  );
});
