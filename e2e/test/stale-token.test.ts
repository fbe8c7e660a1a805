import type { BrowserContext, Page, Request } from 'playwright-core';
import { headerLoginLink, loginAs, pageUrl, seededAdmin, signToken, useBrowser, waitUntil } from '../support';

const browser = useBrowser();

// Chromium logs the 401 the refresh call gets for a session that no longer holds.
const refusedRefresh = { allowErrors: [/status of 401 .*\/api\/users\/refresh/] };

/** A token for the seeded admin that expired a minute ago. */
async function expiredToken(): Promise<string> {
  return signToken((await seededAdmin()).claims, -60);
}

/** A token for the seeded admin whose signature the stack cannot verify. */
async function forgedToken(): Promise<string> {
  const [header, payload] = signToken((await seededAdmin()).claims).split('.');
  return `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
}

/** Before the first page load only: what an earlier version (or a stale session) left in localStorage. */
async function leftInStorage(context: BrowserContext, entries: Record<string, string>): Promise<void> {
  await context.addInitScript((seeded) => {
    if (window.sessionStorage.getItem('seeded')) return;
    window.sessionStorage.setItem('seeded', 'yes');
    for (const [key, value] of Object.entries(seeded)) window.localStorage.setItem(key, value);
  }, entries);
}

/** Every API request the page makes that carries a Bearer token. */
function bearerRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.headers().authorization) requests.push(request);
  });
  return requests;
}

const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

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

  expect(await stored(page, 'authToken')).toBeNull();
  await headerLoginLink(page).waitFor();
}

describe('a stale token or session on a public page', () => {
  it(
    'when an earlier version left an expired token in localStorage, then it is removed unread and the home page loads categories and rates and shows Login',
    browser.test(async ({ open }) => {
      const { page, context } = await open();
      await leftInStorage(context, { authToken: await expiredToken() });
      const carried = bearerRequests(page);
      await page.goto(pageUrl('/'));
      await expectStartUpLoadsWorked(page);
      expect(carried).toEqual([]);
    }),
  );

  it(
    'when an earlier version left a forged token, then it is never sent and the home page loads categories and rates',
    browser.test(async ({ open }) => {
      const { page, context } = await open();
      await leftInStorage(context, { authToken: await forgedToken() });
      const carried = bearerRequests(page);
      await page.goto(pageUrl('/'));
      await expectStartUpLoadsWorked(page);
      expect(carried).toEqual([]);
    }),
  );

  it(
    'when the browser had a session whose cookie is gone, then the refresh is refused and the home page loads as anonymous',
    browser.test(async ({ open }) => {
      const { page, context } = await open();
      await leftInStorage(context, { hasSession: '1' });
      await page.goto(pageUrl('/'));
      await expectStartUpLoadsWorked(page);
      expect(await stored(page, 'hasSession')).toBeNull();
    }, refusedRefresh),
  );

  it(
    'when a phone holds a leftover expired token, then the categories sidebar lists the categories',
    browser.test(async ({ open }) => {
      const { page, context } = await open({ viewport: 'mobile' });
      await leftInStorage(context, { authToken: await expiredToken() });
      await page.goto(pageUrl('/'));
      await page.getByRole('button', { name: 'Open categories' }).click();
      const sidebar = page.getByRole('dialog', { name: 'Categories' });
      await waitUntil(
        () => sidebar.getByRole('link').count(),
        (count) => count > 0,
        { what: 'the sidebar categories' },
      );
      expect(await sidebar.getByText('No categories available.').count()).toBe(0);
      expect(await stored(page, 'authToken')).toBeNull();
    }),
  );

  it(
    'when the session is valid, then it stays over a reload (the checks above are not a blanket logout)',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const token = await loginAs(page);
      await page.goto(pageUrl('/'));
      const accountMenu = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
      await accountMenu.waitFor();
      await page.reload();
      await accountMenu.waitFor();
      expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(token);
    }),
  );
});
