import type { Page } from 'playwright-core';
import {
  listedProducts,
  loginAs,
  newAccount,
  pageNotFoundAnswer,
  pageUrl,
  registerAccount,
  signInAs,
  useBrowser,
} from '../support';

const browser = useBrowser();

const unknownProduct = '0f6c8a2e-3d1b-4f5e-9a7c-2b8d4e6f1a3c';
/** The browser logs the API's 404 the product page gets; the page says 'Product not found'. */
const unknownProductAnswer = new RegExp(`status of 404 .*/api/products/${unknownProduct}`);

/** The shell gives each microfrontend its own slot in <main>; the slot shows who rendered a page. */
const slotOf = (page: Page, app: 'mf_storefront' | 'mf_checkout' | 'mf_admin') =>
  page.locator(`#glow-app-${app}`);

const heading = (page: Page, app: Parameters<typeof slotOf>[1], name: string) =>
  slotOf(page, app).getByRole('heading', { level: 1, name, exact: true });

/** Resolves once the browser fetched the code `mf-<name>` exposes to the shell. */
const remoteCodeLoaded = (page: Page, name: 'storefront' | 'checkout' | 'admin') =>
  page.waitForResponse(
    (response) =>
      /\/mf\/[a-z]+\/__federation_expose_app\./.test(response.url()) &&
      response.url().includes(`/mf/${name}/`),
  );

describe('route ownership', () => {
  it(
    'when a visitor opens the public pages, then the storefront renders each of them',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const pages: Array<[path: string, title: string, text?: string]> = [
        ['/', 'Home'],
        ['/about', 'About Us'],
        ['/privacy', 'Privacy Policy', 'not intended for children under 13'],
        ['/terms', 'Terms and Conditions', 'within 30 days'],
      ];
      for (const [path, title, text] of pages) {
        const loaded = remoteCodeLoaded(page, 'storefront');
        await page.goto(pageUrl(path));
        await loaded;
        await heading(page, 'mf_storefront', title).waitFor();
        if (text) await slotOf(page, 'mf_storefront').getByText(text).waitFor();
      }
    }),
  );

  it(
    'when a visitor follows the header links, then each page swaps in without a page load',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await page.goto(pageUrl('/'));
      await heading(page, 'mf_storefront', 'Home').waitFor();
      await page.evaluate(() => Object.assign(window, { glowSameDocument: true }));
      const nav = page.getByRole('navigation', { name: 'Main' });
      const links: Array<[link: string, title: string, path: string]> = [
        ['About', 'About Us', '/about'],
        ['Contact Us', 'Contact Us', '/contact'],
        ['Shop', 'Shop', '/shop'],
        ['Home', 'Home', '/'],
      ];
      for (const [link, title, path] of links) {
        await nav.getByRole('link', { name: link, exact: true }).click();
        await page.waitForURL(pageUrl(path));
        await heading(page, 'mf_storefront', title).waitFor();
        expect(await nav.getByRole('link', { name: link, exact: true }).getAttribute('aria-current')).toBe(
          'page',
        );
      }
      expect(await page.evaluate(() => 'glowSameDocument' in window)).toBe(true);
    }),
  );

  it(
    'when an anonymous visitor opens a checkout route, then checkout says they must log in and sends them to /login',
    browser.test(async ({ open }) => {
      const { page } = await open();
      for (const path of ['/cart-checkout', '/orders', '/orders/42']) {
        const loaded = remoteCodeLoaded(page, 'checkout');
        await page.goto(pageUrl(path));
        await loaded;
        await page
          .getByRole('alert')
          .filter({ hasText: 'You must be logged in to access this page.' })
          .waitFor();
        await page.waitForURL(pageUrl('/login'));
        await heading(page, 'mf_storefront', 'Login').waitFor();
      }
    }),
  );

  it(
    'when an anonymous visitor opens an admin route, then they are sent to /login',
    browser.test(async ({ open }) => {
      const { page } = await open();
      for (const path of ['/admin', '/admin/users', '/admin/products/create']) {
        const loaded = remoteCodeLoaded(page, 'admin');
        await page.goto(pageUrl(path));
        await loaded;
        await page.waitForURL(pageUrl('/login'));
        await heading(page, 'mf_storefront', 'Login').waitFor();
      }
    }),
  );

  it(
    'when a signed-in admin opens checkout and admin routes, then those microfrontends render them',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await loginAs(page);

      await page.goto(pageUrl('/orders'));
      await heading(page, 'mf_checkout', 'My Orders').waitFor();
      await page.goto(pageUrl('/cart-checkout'));
      await heading(page, 'mf_checkout', 'Cart and Checkout').waitFor();

      await page.goto(pageUrl('/admin/users'));
      await heading(page, 'mf_admin', 'Users').waitFor();
      const sidebar = slotOf(page, 'mf_admin').getByRole('navigation', { name: 'Admin' });
      const links = await sidebar
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links).toEqual([
        '/admin',
        '/admin/users',
        '/admin/products',
        '/admin/categories',
        '/admin/orders',
        '/admin/hero-section',
        '/admin/newsletter',
        '/admin/promotion-banners',
        '/admin/send-message',
        '/admin/shipping-prices',
        '/admin/activity',
      ]);
      await sidebar.getByRole('link', { name: 'Categories' }).click();
      await page.waitForURL(pageUrl('/admin/categories'));
      await heading(page, 'mf_admin', 'Categories').waitFor();
    }),
  );

  it(
    'when a signed-in shopper who is no admin opens an admin route, then they are sent home',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await signInAs(page, await registerAccount(newAccount('shopper')));
      await page.goto(pageUrl('/admin/users'));
      await page.waitForURL(pageUrl('/'));
      await heading(page, 'mf_storefront', 'Home').waitFor();
    }),
  );
});

const unknownPaths = ['/nope', '/orders/42/extra', '/about/team'];

describe('not found', () => {
  it(
    'when a visitor opens an unknown path, then it answers 404, the 404 page shows and its link leads home',
    browser.test(
      async ({ open }) => {
        const { page } = await open();
        for (const path of unknownPaths) {
          const response = await page.goto(pageUrl(path));
          expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
          await heading(page, 'mf_storefront', '404 - Page Not Found').waitFor();
        }
        await slotOf(page, 'mf_storefront').getByRole('link', { name: 'Go to Home' }).click();
        await page.waitForURL(pageUrl('/'));
        await heading(page, 'mf_storefront', 'Home').waitFor();
        expect(await page.getByRole('heading', { name: '404 - Page Not Found' }).count()).toBe(0);
      },
      { allowErrors: unknownPaths.map(pageNotFoundAnswer) },
    ),
  );
});

describe('page status for search engines', () => {
  it(
    'when a visitor opens the home page, a product or an unknown product, then the document answers 200, 200 and 404',
    browser.test(
      async ({ open }) => {
        const { page } = await open();
        expect((await page.goto(pageUrl('/')))?.status()).toBe(200);
        await heading(page, 'mf_storefront', 'Home').waitFor();

        const [product] = await listedProducts('limit=1');
        expect((await page.goto(pageUrl(`/products/${product!._id}`)))?.status()).toBe(200);
        await heading(page, 'mf_storefront', product!.name).waitFor();

        const response = await page.goto(pageUrl(`/products/${unknownProduct}`));
        expect(response?.status()).toBe(404);
        await heading(page, 'mf_storefront', 'Product not found').waitFor();
      },
      { allowErrors: [unknownProductAnswer, pageNotFoundAnswer(`/products/${unknownProduct}`)] },
    ),
  );
});
