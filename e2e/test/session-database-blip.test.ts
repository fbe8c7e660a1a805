import { createTestDatabase, startTcpProxy, type TcpProxy, type TestDatabase } from '@glow/testing';
import type { Page, Response } from 'playwright-core';
import { headerLoginLink, newAccount, startStack, useBrowser, type Stack } from '../support';
import { startRatesUpstream, type RatesUpstream } from '../support/rates-upstream';

const browser = useBrowser();

// While the database does not answer, every API call that needs it fails (503 from the services,
// 504 from the gateway when a query hangs past its upstream timeout).
const databaseAway = { allowErrors: [/status of 50[34] /] };

const accountMenuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Account menu' });

const isRefresh = (answer: Response) => new URL(answer.url()).pathname === '/api/users/refresh';

// Its own stack, on the machine's PostgreSQL behind a TCP path the test cuts and heals: the shared
// stack's database must keep answering the other test files.
describe('a database blip while a shopper is signed in', () => {
  let upstream: RatesUpstream | undefined;
  let database: TestDatabase | undefined;
  let path: TcpProxy | undefined;
  let stack: Stack | undefined;

  beforeAll(async () => {
    upstream = await startRatesUpstream();
    database = await createTestDatabase('glow_e2e_blip');
    path = await startTcpProxy();
    stack = await startStack({
      env: { EXCHANGE_RATES_URL: upstream.url, DATABASE_URL: path.urlThrough(database.url) },
      startTimeoutMs: 150_000,
    });
  }, 180_000);
  afterAll(async () => {
    await path?.restore();
    await stack?.stop();
    await path?.close();
    await database?.drop();
    await upstream?.stop();
  });

  /** Registers through the API in the page's context, as the sign-up form does, and opens the shop signed in. */
  async function signedInShop(page: Page): Promise<void> {
    const { url } = stack!;
    await page.goto(`${url}/`);
    const account = newAccount('blip');
    const answer = await page
      .context()
      .request.post(`${url}/api/users/register`, { data: { ...account, confirmPassword: account.password } });
    expect(answer.status()).toBe(201);
    await page.evaluate(() => window.localStorage.setItem('hasSession', '1'));
    await page.reload();
    await accountMenuButton(page).waitFor();
  }

  const refreshCookieKept = async (page: Page) =>
    (await page.context().cookies(`${stack!.url}/api/users/refresh`)).some(
      (cookie) => cookie.name === 'glow_refresh' && cookie.value !== '',
    );

  it(
    'when the database’s TCP path is cut and the page reloaded, then the shopper is not signed out; once it heals, still signed in',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await signedInShop(page);

      await path!.cut();
      const firstRefresh = page.waitForResponse(isRefresh, { timeout: 30_000 });
      await page.reload();
      expect((await firstRefresh).status()).toBeGreaterThanOrEqual(500);
      // The retry (2 s later) meets the same outage: by then the page has taken in the first answer.
      const retry = await page.waitForResponse(isRefresh, { timeout: 30_000 });

      expect(retry.status()).toBeGreaterThanOrEqual(500);
      expect(await headerLoginLink(page).count()).toBe(0);
      expect(await page.evaluate(() => window.localStorage.getItem('hasSession'))).toBe('1');
      expect(await refreshCookieKept(page)).toBe(true);

      await path!.restore();
      // The shop's own retries (4 s, 8 s, … after the last) renew the session with the same cookie.
      const renewed = await page.waitForResponse((answer) => isRefresh(answer) && answer.status() === 200, {
        timeout: 60_000,
      });
      expect(renewed.status()).toBe(200);
      await accountMenuButton(page).waitFor();
      await page.reload();
      await accountMenuButton(page).waitFor();
      expect(await headerLoginLink(page).count()).toBe(0);
    }, databaseAway),
    150_000,
  );
});
