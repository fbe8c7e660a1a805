import type { Page } from 'playwright-core';
import {
  headerLoginLink,
  loginAs,
  pageUrl,
  seededAdmin,
  signToken,
  storeToken,
  useBrowser,
  waitUntil,
} from '../support';

const browser = useBrowser();

// Chromium logs every 401 the server gives the dead token before the kit drops it.
const refusedCalls = { allowErrors: [/status of 401/] };

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('authToken'));

/** A token for the seeded admin that expired a minute ago. */
async function expiredToken(): Promise<string> {
  return signToken((await seededAdmin()).claims, -60);
}

/** A token for the seeded admin whose signature the stack cannot verify. */
async function forgedToken(): Promise<string> {
  const [header, payload] = signToken((await seededAdmin()).claims).split('.');
  return `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
}

async function expectStartUpLoadsWorked(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  const categoryOptions = footer.getByRole('combobox', { name: 'Shop by category' }).getByRole('option');
  await waitUntil(
    () => categoryOptions.count(),
    (count) => count > 1,
    { what: 'the footer categories' },
  );
  expect(await footer.getByText('Error loading categories.').count()).toBe(0);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Currency / })
    .click();
  const currencies = page.getByRole('list', { name: 'Currencies' });
  await currencies.waitFor();
  await waitUntil(
    () => page.getByRole('banner').getByText('Loading...').count(),
    (count) => count === 0,
    { what: 'the exchange rates' },
  );
  expect(await page.getByText('Unable to fetch exchange rates. Please try again later.').count()).toBe(0);

  expect(await storedToken(page)).toBeNull();
  await headerLoginLink(page).waitFor();
}

describe('a stale token on a public page', () => {
  it(
    'when the stored token has expired, then the home page loads categories and rates and shows Login',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await storeToken(page, await expiredToken());
      await page.goto(pageUrl('/'));
      await expectStartUpLoadsWorked(page);
    }, refusedCalls),
  );

  it(
    'when the stored token has a wrong signature, then the home page loads categories and rates and shows Login',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await storeToken(page, await forgedToken());
      await page.goto(pageUrl('/'));
      await expectStartUpLoadsWorked(page);
    }, refusedCalls),
  );

  it(
    'when a phone holds an expired token, then the categories sidebar lists the categories',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'mobile' });
      await storeToken(page, await expiredToken());
      await page.goto(pageUrl('/'));
      await page.getByRole('button', { name: 'Open categories' }).click();
      const sidebar = page.getByRole('dialog', { name: 'Categories' });
      await waitUntil(
        () => sidebar.getByRole('link').count(),
        (count) => count > 0,
        { what: 'the sidebar categories' },
      );
      expect(await sidebar.getByText('No categories available.').count()).toBe(0);
      expect(await storedToken(page)).toBeNull();
    }, refusedCalls),
  );

  it(
    'when the token is valid, then it stays (the check above is not a blanket logout)',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const token = await loginAs(page);
      await page.goto(pageUrl('/'));
      await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).waitFor();
      expect(await storedToken(page)).toBe(token);
    }),
  );
});
