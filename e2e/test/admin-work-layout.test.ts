import type { Page } from 'playwright-core';
import {
  controlAtMiddleOf,
  loginAs,
  pageTitle,
  pageUrl,
  seriousA11yViolations,
  useBrowser,
  type Viewport,
} from '../support';

const browser = useBrowser();

/** Which parts of the shop's chrome the page shows, by role and name. */
const shopChrome = (page: Page) =>
  Promise.all([
    page.getByRole('contentinfo').count(),
    page.getByRole('list', { name: 'Contact us' }).count(),
    page.getByRole('navigation', { name: 'Quick navigation' }).count(),
    page.getByRole('region', { name: 'Cookie consent' }).count(),
    page.getByRole('link', { name: 'Shop', exact: true }).count(),
  ]).then(([footer, contactButtons, bottomBar, cookieBanner, shopLinks]) => ({
    footer,
    contactButtons,
    bottomBar,
    cookieBanner,
    shopLinks,
  }));

const none = { footer: 0, contactButtons: 0, bottomBar: 0, cookieBanner: 0, shopLinks: 0 };

function worksInTheBackOffice(viewport: Viewport) {
  return browser.test(async ({ open }) => {
    // No consent cookie: the shop would ask, the back office does not.
    const { page } = await open({ viewport });
    await loginAs(page);
    await page.goto(pageUrl('/admin/products/create'));
    await pageTitle(page, 'Add Product').waitFor();
    await page.getByText('Drag & Drop images here or click to upload', { exact: true }).waitFor();

    const bar = page.getByRole('banner');
    expect(await bar.count()).toBe(1);
    expect(await bar.getByRole('link', { name: 'Glow home' }).getAttribute('href')).toBe('/');
    await bar.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await shopChrome(page)).toEqual(none);
    const form = page.getByRole('main');
    expect(await controlAtMiddleOf(form.getByRole('button', { name: 'Create Product' }))).toBe(
      'button Create Product',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Account menu' }).click();
    await bar.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(pageUrl('/login'));
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    expect((await shopChrome(page)).footer).toBe(1);
  });
}

describe('the back office work layout', () => {
  it(
    'when an admin works on /admin at 1280×800, then a compact bar with the brand and the account menu is all the chrome, and logging out brings the shop chrome back',
    worksInTheBackOffice('desktop'),
  );

  it(
    'when an admin works on /admin at 390×844, then neither the bottom bar, the contact buttons, the footer nor the cookie banner shows',
    worksInTheBackOffice('mobile'),
  );

  it(
    'when an admin follows the brand from the back office, then the shop opens with its header and footer',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await loginAs(page);
      await page.goto(pageUrl('/admin'));
      await pageTitle(page, 'Dashboard').waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Glow home' }).click();
      await page.waitForURL(pageUrl('/'));
      await page.getByRole('contentinfo').waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).waitFor();
    }),
  );
});
