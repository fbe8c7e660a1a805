import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  pageTitle,
  pageUrl,
  seriousA11yViolations,
  stackUnderTest,
  useBrowser,
  type Viewport,
} from '../support';

const browser = useBrowser();

const resetNotice = 'All filters have been reset.';

const consentGiven = (context: BrowserContext) =>
  context.addCookies([{ name: 'consent', value: 'accepted', url: stackUnderTest().url }]);

type Box = { top: number; bottom: number; left: number; right: number; height: number };

const boxOf = (part: Locator): Promise<Box> =>
  part.evaluate((element) => {
    const { top, bottom, left, right, height } = element.getBoundingClientRect();
    return { top, bottom, left, right, height };
  });

/** Whether the pointer, at the middle of `part` where it is now (no scrolling), meets `part` itself. */
const meetsItself = (part: Locator): Promise<boolean> =>
  part.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

/** The header's links and buttons the pointer does not reach at their middle. */
async function coveredHeaderControls(page: Page): Promise<string[]> {
  const controls = await page.getByRole('banner').locator('a[href], button').all();
  const covered: string[] = [];
  for (const control of controls) {
    if (!(await control.isVisible())) continue;
    if (!(await meetsItself(control)))
      covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  return covered;
}

async function openShop(page: Page, viewport: Viewport): Promise<void> {
  await page.goto(pageUrl('/products'));
  await pageTitle(page, 'Shop').waitFor();
  await page.getByRole('main').getByRole('article').first().waitFor();
  if (viewport === 'mobile') await page.getByRole('button', { name: 'Filters', exact: true }).click();
}

describe('what lies on top of what', () => {
  it(
    'when the desktop shop grid scrolls, then the opaque header stays on top and the Filters panel sticks below it',
    browser.test(async ({ open }) => {
      const { page, context } = await open({ viewport: 'desktop' });
      await consentGiven(context);
      await openShop(page, 'desktop');
      const header = page.getByRole('banner');
      const category = page.getByRole('complementary', { name: 'Filters' }).getByLabel('Category');

      for (const by of [400, 900, 1400]) {
        await page.evaluate((y) => window.scrollTo(0, y), by);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        expect(await meetsItself(header.getByRole('link', { name: 'Glow home' }))).toBe(true);
        expect(await meetsItself(header.getByRole('link', { name: 'Home', exact: true }))).toBe(true);
        expect(await coveredHeaderControls(page)).toEqual([]);
        const panelTop = (await boxOf(category)).top;
        expect(panelTop).toBeGreaterThanOrEqual((await boxOf(header)).bottom);
        expect(panelTop).toBeLessThan(200);
      }
      expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );

  it(
    'when a phone page scrolls, then its header is opaque',
    browser.test(async ({ open }) => {
      const { page, context } = await open({ viewport: 'mobile' });
      await consentGiven(context);
      await page.goto(pageUrl('/privacy'));
      await pageTitle(page, 'Privacy Policy').waitFor();
      await page.evaluate(() => window.scrollTo(0, 600));
      const header = page.getByRole('banner');
      expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
      expect(await coveredHeaderControls(page)).toEqual([]);
    }),
  );

  it(
    'when a toast shows on the desktop shop, then the header controls stay reachable and the toast sits at the bottom, clear of the contact buttons',
    browser.test(async ({ open }) => {
      const { page, context } = await open({ viewport: 'desktop' });
      await consentGiven(context);
      await openShop(page, 'desktop');
      await page.getByRole('button', { name: 'Reset Filters' }).click();
      const notice = page.getByRole('status').filter({ hasText: resetNotice });
      await notice.waitFor();

      expect(await coveredHeaderControls(page)).toEqual([]);
      const toast = await boxOf(notice);
      expect(toast.top).toBeGreaterThan(800 / 2);
      expect(toast.bottom).toBeLessThanOrEqual(800);
      const contacts = await boxOf(page.getByRole('list', { name: 'Contact us' }));
      expect(toast.right).toBeLessThanOrEqual(contacts.left);
      // Beside the toast, inside its region, the pointer reaches the page.
      const region = page.getByRole('region', { name: 'Notifications' });
      expect(await region.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );

  it(
    "when 'All filters have been reset.' shows on a phone, then the drawer's close button and the header take a tap at once, and the toast sits above the bottom bar",
    browser.test(async ({ open }) => {
      const { page, context } = await open({ viewport: 'mobile' });
      await consentGiven(context);
      await openShop(page, 'mobile');
      const drawer = page.getByRole('complementary', { name: 'Filters' });
      await drawer.getByRole('button', { name: 'Reset Filters' }).click();
      const notice = page.getByRole('status').filter({ hasText: resetNotice });
      await notice.waitFor();

      const close = drawer.getByRole('button', { name: 'Close filters' });
      expect(await meetsItself(close)).toBe(true);
      expect(await meetsItself(drawer.getByRole('button', { name: 'Reset Filters' }))).toBe(true);
      const tapAt = await boxOf(close);
      await page.touchscreen.tap((tapAt.left + tapAt.right) / 2, (tapAt.top + tapAt.bottom) / 2);
      await page.waitForFunction(() => {
        const aside = document.querySelector('aside[aria-label="Filters"]');
        return aside !== null && getComputedStyle(aside).visibility === 'hidden';
      });
      expect(await notice.isVisible()).toBe(true);

      expect(await coveredHeaderControls(page)).toEqual([]);
      const bar = await boxOf(page.getByRole('navigation', { name: 'Quick navigation' }));
      const dock = await boxOf(page.getByRole('list', { name: 'Contact us' }));
      expect((await boxOf(notice)).bottom).toBeLessThanOrEqual(Math.min(bar.top, dock.top));
      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );

  for (const [viewport, height] of [
    ['desktop', 800],
    ['mobile', 844],
  ] as const) {
    it(
      `when the cookie banner shows on /login at ${viewport === 'mobile' ? '390×844' : '1280×800'}, then it is compact, the Login button takes the pointer, and the page keeps room to scroll out from under it`,
      browser.test(async ({ open }) => {
        const { page } = await open({ viewport });
        await page.goto(pageUrl('/login'));
        await pageTitle(page, 'Login').waitFor();
        const banner = page.getByRole('region', { name: 'Cookie consent' });
        await banner.getByRole('button', { name: 'Accept', exact: true }).waitFor();
        expect(await banner.innerText()).toContain(
          'We use cookies to keep you signed in, remember your cart and currency, and understand how our store is used. You can accept or reject cookies that are not essential. See our Privacy Policy.',
        );
        await banner.getByRole('button', { name: 'Reject', exact: true }).waitFor();

        const box = await boxOf(banner);
        expect(box.height).toBeLessThanOrEqual(height * 0.2);
        if (viewport === 'mobile') {
          const bar = await boxOf(page.getByRole('navigation', { name: 'Quick navigation' }));
          const strip = await boxOf(page.getByRole('list', { name: 'Contact us' }));
          expect(box.bottom).toBeLessThanOrEqual(Math.min(bar.top, strip.top));
        }
        const login = page.getByRole('main').getByRole('button', { name: 'Login', exact: true });
        expect(await meetsItself(login)).toBe(true);
        expect(await meetsItself(banner.getByRole('button', { name: 'Accept', exact: true }))).toBe(true);

        // Scrolled to the end, the whole footer clears the banner: the page keeps room for it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footer = await boxOf(page.getByRole('contentinfo'));
        // Less than a pixel may remain: layout is fractional, scroll positions are not.
        expect(footer.bottom).toBeLessThan((await boxOf(banner)).top + 1);
        expect(await seriousA11yViolations(page)).toEqual([]);

        await banner.getByRole('button', { name: 'Accept', exact: true }).click();
        await banner.waitFor({ state: 'detached' });
        expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
      }),
    );
  }
});
