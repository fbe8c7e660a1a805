import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** The PGlite process the runner started for `stack`, as its own log (`<data dir>/glow.log`) names it. */
function databasePidOf(stack: Stack): number {
  const log = readFileSync(path.join(stack.dataDir, 'glow.log'), 'utf8');
  const line = log.split('\n').find((text) => text.includes('embedded PostgreSQL (PGlite) listening'));
  const pid = line ? (JSON.parse(line) as { pglitePid?: unknown }).pglitePid : undefined;
  if (typeof pid !== 'number') throw new Error(`No PGlite pid in ${stack.dataDir}/glow.log`);
  return pid;
}

// Its own stack: the database of the shared one must keep answering the other test files.
describe('a database blip while a shopper is signed in', () => {
  let upstream: RatesUpstream | undefined;
  let stack: Stack | undefined;
  let databasePid: number;

  beforeAll(async () => {
    upstream = await startRatesUpstream();
    stack = await startStack({ env: { EXCHANGE_RATES_URL: upstream.url } });
    databasePid = databasePidOf(stack);
  }, 120_000);
  afterAll(async () => {
    if (databasePid) process.kill(databasePid, 'SIGCONT');
    await stack?.stop();
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

  // The heal is not driven here: after SIGCONT the embedded PGlite server answered no new
  // connection for minutes (every service's pool timed out at 3 s). The same cookie renewing the
  // session once the database is back is proven against PostgreSQL through a cut TCP proxy
  // (services/user/test/refresh-outage.test.ts), the browser's retry in libs/web-kit.
  it(
    'when the database stops answering and the page is reloaded, then the shopper is not signed out: no Login link, the refresh cookie kept, the refresh retried',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await signedInShop(page);

      process.kill(databasePid, 'SIGSTOP');
      const firstRefresh = page.waitForResponse(isRefresh, { timeout: 30_000 });
      await page.reload();
      expect((await firstRefresh).status()).toBeGreaterThanOrEqual(500);
      // The retry (2 s later) meets the same outage: by then the page has taken in the first answer.
      const retry = await page.waitForResponse(isRefresh, { timeout: 30_000 });

      expect(retry.status()).toBeGreaterThanOrEqual(500);
      expect(await headerLoginLink(page).count()).toBe(0);
      expect(await page.evaluate(() => window.localStorage.getItem('hasSession'))).toBe('1');
      expect(await refreshCookieKept(page)).toBe(true);
    }, databaseAway),
    90_000,
  );
});
