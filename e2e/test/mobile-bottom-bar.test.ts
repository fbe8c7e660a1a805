import type { Page } from 'playwright-core';
import { loginAs, pageTitle, pageUrl, useBrowser, waitUntil } from '../support';

const browser = useBrowser();

const mobileHeight = 844;

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });

/** Where the bar's top edge is: on screen when shown, slid below the viewport when hidden. */
const barTop = (page: Page) =>
  page.locator('nav[aria-label="Quick navigation"]').evaluate((nav) => nav.getBoundingClientRect().top);

async function scrollBy(page: Page, pixels: number): Promise<void> {
  await page.mouse.wheel(0, pixels);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

describe('mobile bottom bar', () => {
  it(
    'when a phone visitor scrolls down, then the bottom bar slides away, and scrolling up brings it back',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'mobile' });
      await page.goto(pageUrl('/privacy'));
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      const links = await bottomBar(page).getByRole('link').allTextContents();
      expect(links).toEqual(['Home', 'Shop', 'Favourites', 'Inbox', 'Cart']);
      expect(await barTop(page)).toBeLessThan(mobileHeight);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
        2 * mobileHeight,
      );

      await scrollBy(page, 600);
      await bottomBar(page).waitFor({ state: 'detached' });
      await waitUntil(
        () => barTop(page),
        (top) => top >= mobileHeight,
        { what: 'the bar to leave the screen' },
      );

      await scrollBy(page, 300);
      expect(await bottomBar(page).count()).toBe(0);

      await scrollBy(page, -200);
      await bottomBar(page).waitFor();
      await waitUntil(
        () => barTop(page),
        (top) => top < mobileHeight - 40,
        { what: 'the bar to come back' },
      );
      await bottomBar(page).getByRole('link', { name: 'Shop' }).click();
      await page.waitForURL(pageUrl('/shop'));
    }),
  );

  it(
    'when the desktop header shows, then there is no bottom bar',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'desktop' });
      await page.goto(pageUrl('/privacy'));
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      expect(await bottomBar(page).isVisible()).toBe(false);
    }),
  );

  it(
    'when an admin works in the back office on a phone, then there is no bottom bar, and it is back in the shop',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'mobile' });
      await loginAs(page);
      await page.goto(pageUrl('/admin/orders'));
      await pageTitle(page, 'All Orders').waitFor();
      expect(await page.locator('nav[aria-label="Quick navigation"]').count()).toBe(0);

      await page.getByRole('banner').getByRole('link', { name: 'Glow home' }).click();
      await page.waitForURL(pageUrl('/'));
      await bottomBar(page).waitFor();
    }),
  );
});
