import type { Product } from '@glow/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import {
  alertWith,
  callApi,
  fill,
  headerLoginLink,
  loginAs,
  newAccount,
  pageTitle,
  pageUrl,
  registerAccount,
  signInAs,
  seriousA11yViolations,
  stackUnderTest,
  useBrowser,
  waitUntil,
} from '../support';

const browser = useBrowser();

const mustLogIn = 'You must be logged in to access this page.';

/** The visitor chose already, so the consent banner does not sit over the page. */
const consentGiven = (context: BrowserContext) =>
  context.addCookies([{ name: 'consent', value: 'accepted', url: stackUnderTest().url }]);

const header = (page: Page) => page.getByRole('banner');
const storedCart = (page: Page) => page.evaluate(() => window.localStorage.getItem('cart'));

/** Records, from the first script of every document on, whether `text` was ever shown. */
const recordShownText = (context: BrowserContext, text: string) =>
  context.addInitScript((wanted) => {
    const seen = () => document.body?.innerText.includes(wanted);
    new MutationObserver(() => {
      if (seen()) window.sessionStorage.setItem('shown', wanted);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
const textWasShown = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('shown') !== null);

const cartItem = (id: string, quantity: number) => ({
  product: { _id: id, name: `Product ${id}`, price: 1000, images: [] },
  quantity,
});

describe('session and chrome on a phone (390×844)', () => {
  it(
    'when an admin uses the mobile header, then it reaches Profile, My Orders, the Admin Panel, the currency and Logout',
    browser.test(async ({ open }) => {
      const { page, context } = await open({ viewport: 'mobile' });
      await consentGiven(context);
      await loginAs(page);
      await page.goto(pageUrl('/about'));

      await header(page).getByRole('button', { name: 'Currency NGN' }).click();
      await page.getByRole('list', { name: 'Currencies' }).getByRole('button', { name: 'USD' }).click();
      await header(page).getByRole('button', { name: 'Currency USD' }).waitFor();

      await header(page).getByRole('button', { name: 'Account menu' }).click();
      const menu = header(page).getByRole('navigation', { name: 'Account' });
      for (const name of ['Profile', 'My Orders', 'Inbox', 'Admin Panel'])
        await menu.getByRole('link', { name, exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await menu.getByRole('link', { name: 'Admin Panel', exact: true }).click();
      await page.waitForURL(pageUrl('/admin'));
      await header(page).getByRole('button', { name: 'Account menu' }).click();
      await menu.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(pageUrl('/login'));
      await headerLoginLink(page).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('hasSession'))).toBeNull();
    }),
  );

  it(
    'when a phone visitor is signed out, then the header offers Login and the currency, with no serious axe finding',
    browser.test(async ({ open }) => {
      const { page, context } = await open({ viewport: 'mobile' });
      await consentGiven(context);
      await page.goto(pageUrl('/'));
      await headerLoginLink(page).waitFor();
      await header(page).getByRole('button', { name: 'Currency NGN' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );
});

describe('logging out on a guarded page', () => {
  it.each([
    ['desktop', '/profile', 'Profile'],
    ['mobile', '/profile', 'Profile'],
  ] as const)(
    'when a user logs out on %s %s (no serious axe finding there), then the page goes to /login without the access message',
    (viewport, path, title) =>
      browser.test(async ({ open }) => {
        const { page, context } = await open({ viewport });
        await consentGiven(context);
        await recordShownText(context, mustLogIn);
        await loginAs(page);
        await page.goto(pageUrl(path));
        await pageTitle(page, title).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);

        await header(page).getByRole('button', { name: 'Account menu' }).click();
        await header(page)
          .getByRole('navigation', { name: 'Account' })
          .getByRole('button', { name: 'Logout' })
          .click();
        await page.waitForURL(pageUrl('/login'));
        await pageTitle(page, 'Login').waitFor();
        await headerLoginLink(page).waitFor();

        expect(await textWasShown(page)).toBe(false);
      })(),
  );

  it(
    'when an anonymous visitor opens /profile, then the access message still shows (the recorder works)',
    browser.test(async ({ open }) => {
      const { page, context } = await open();
      await recordShownText(context, mustLogIn);
      await page.goto(pageUrl('/profile'));
      await page.waitForURL(pageUrl('/login'));
      await waitUntil(
        () => textWasShown(page),
        (shown) => shown,
        { what: 'the access message' },
      );
    }),
  );
});

describe('the cart mirror', () => {
  it(
    'when a visitor opens a device holding a previous cart, then no cart count shows and the mirror is removed',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await page.goto(pageUrl('/about'));
      // As the previous build mirrored it: an array, tied to nobody.
      await page.evaluate(
        (mirror) => window.localStorage.setItem('cart', mirror),
        JSON.stringify([cartItem('p1', 3)]),
      );
      await page.reload();
      await headerLoginLink(page).waitFor();

      expect(await header(page).getByRole('link', { name: 'Cart', exact: true }).count()).toBe(1);
      expect(await storedCart(page)).toBeNull();
    }),
  );

  it(
    'when the next user signs in on a shared device, then they do not see the previous cart; its owner does until logging out',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const previous = await registerAccount(newAccount('previous'));
      // The previous user's server cart holds what the device mirrors: 3 of one product.
      const [product] = (await (await callApi('/api/products/discounts?limit=1')).json()) as Product[];
      const body = { productId: product!._id, quantity: 3 };
      expect((await callApi('/api/cart/add', { method: 'POST', token: previous.token, body })).status).toBe(
        200,
      );
      const mirror = JSON.stringify({ userId: previous.user._id, items: [cartItem(product!._id, 3)] });

      await loginAs(page); // the seeded admin: someone else
      await page.evaluate((value) => window.localStorage.setItem('cart', value), mirror);
      await page.goto(pageUrl('/about'));
      await header(page).getByRole('button', { name: 'Account menu' }).waitFor();
      expect(await header(page).getByRole('link', { name: 'Cart', exact: true }).count()).toBe(1);
      // The previous user's mirror is gone; what is stored now is the admin's own (empty) cart, if anything.
      const stored = await storedCart(page);
      expect(stored === null || (JSON.parse(stored) as { userId: string }).userId !== previous.user._id).toBe(
        true,
      );

      // The previous user signs in again on this device (the cookie replaces the admin's).
      await signInAs(page, previous);
      await page.evaluate((value) => window.localStorage.setItem('cart', value), mirror);
      await page.reload();
      await header(page).getByRole('link', { name: 'Cart (3)', exact: true }).waitFor();

      await header(page).getByRole('button', { name: 'Account menu' }).click();
      await header(page)
        .getByRole('navigation', { name: 'Account' })
        .getByRole('button', { name: 'Logout' })
        .click();
      await headerLoginLink(page).waitFor();
      await header(page).getByRole('link', { name: 'Cart', exact: true }).waitFor();
      expect(await storedCart(page)).toBeNull();
    }),
  );
});

describe('server validation texts', () => {
  it(
    'when registration is refused for a short password, then the screen shows the sentence without the field name',
    browser.test(
      async ({ open }) => {
        const { page } = await open();
        const account = newAccount('short');
        await page.goto(pageUrl('/register'));
        const main = page.getByRole('main');
        await fill(main, 'Username', account.username);
        await fill(main, 'Email', account.email);
        await fill(main, 'Password', '123');
        await fill(main, 'Confirm Password', '123');
        await main.getByRole('button', { name: 'Register', exact: true }).click();

        const alert = alertWith(page, 'Password must be at least 6 characters');
        await alert.waitFor();
        expect((await alert.innerText()).trim()).toBe('Password must be at least 6 characters');
      },
      { allowErrors: [/status of 400/] },
    ),
  );
});

/**
 * Buttons and links on screen between the header and the bottom dock that something else covers:
 * `elementFromPoint` at their centre and at the middle of each edge (2 px inside; corners may be
 * rounded) must be the control itself.
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    // Sticky bars (the header, the admin area's bar) are chrome the page scrolls under, not covers.
    const headers = [...document.querySelectorAll('body *')].filter(
      (el) => getComputedStyle(el).position === 'sticky',
    );
    const top = Math.max(0, ...headers.map((h) => h.getBoundingClientRect().bottom));
    // The fixed bottom chrome: the bar itself or the dock around it.
    let dock: Element | null = document.querySelector('nav[aria-label="Quick navigation"]');
    while (dock && getComputedStyle(dock).position !== 'fixed') dock = dock.parentElement;
    const bottom = Math.min(window.innerHeight, dock?.getBoundingClientRect().top ?? window.innerHeight);
    const chrome: Element[] = dock ? [...headers, dock] : headers;
    const covered: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button')) {
      if (chrome.some((c) => c.contains(el))) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const [midX, midY] = [box.left + box.width / 2, box.top + box.height / 2];
      const points = [
        [midX, midY],
        [box.left + 2, midY],
        [box.right - 2, midY],
        [midX, box.top + 2],
        [midX, box.bottom - 2],
      ] as const;
      for (const [x, y] of points) {
        if (y <= top || y >= bottom || x < 0 || x > window.innerWidth) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || el.contains(hit)) continue;
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        const over = hit.closest('[aria-label]')?.getAttribute('aria-label') ?? hit.tagName;
        covered.push(`${name} under ${over}`);
        break;
      }
    }
    return covered;
  });
}

describe('the back office on a phone', () => {
  it(
    'when an admin scrolls /admin/users at 390×844, then no contact buttons or bottom bar show and no button or link on screen is covered',
    browser.test(async ({ open }) => {
      for (const name of ['ada', 'bola', 'chidi', 'dayo', 'efe']) await registerAccount(newAccount(name));
      const { page, context } = await open({ viewport: 'mobile' });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await consentGiven(context);
      await loginAs(page);
      await page.goto(pageUrl('/admin/users'));
      await pageTitle(page, 'Users').waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Delete' }).first().waitFor();
      expect(await page.getByRole('list', { name: 'Contact us' }).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Quick navigation' }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const covered = new Set<string>();
      for (let y = 0; y <= height; y += 60) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        for (const entry of await coveredControls(page)) covered.add(entry);
      }
      expect([...covered]).toEqual([]);
    }),
  );
});
