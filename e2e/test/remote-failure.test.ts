import type { BrowserContext, Page } from 'playwright-core';
import { pageUrl, useBrowser } from '../support';

const browser = useBrowser();

const missingManifest = '/mf/gone/mf-manifest.json';
/** The browser's own line for the 404; the shell reports the failure with a warning, not an error. */
const missingManifestError = /status of 404 .*\/mf\/gone\/mf-manifest\.json/;

/** The deployed manifest with the storefront moved to an address that answers 404. */
async function breakStorefront(context: BrowserContext): Promise<void> {
  await context.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...remotes, mf_storefront: missingManifest } });
  });
}

async function expectFallback(page: Page): Promise<void> {
  const fallback = page.getByRole('main').getByRole('alert');
  await fallback.getByRole('heading', { name: 'Something went wrong.' }).waitFor();
  await fallback
    .getByText('Please try refreshing the page or contact support if the problem persists.')
    .waitFor();
  await fallback.getByRole('button', { name: 'Refresh Page' }).waitFor();
}

describe('a microfrontend that cannot be loaded', () => {
  it(
    'when the manifest points the storefront at a missing address, then its slot shows the fallback and the chrome keeps working',
    browser.test(
      async ({ open }) => {
        const { page, context } = await open();
        await breakStorefront(context);
        await page.goto(pageUrl('/'));
        await expectFallback(page);
        await page.getByRole('contentinfo').getByText('Quick links').waitFor();

        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: 'About', exact: true }).click();
        await page.waitForURL(pageUrl('/about'));
        expect(await nav.getByRole('link', { name: 'About', exact: true }).getAttribute('aria-current')).toBe(
          'page',
        );
        await expectFallback(page);

        const currency = page.getByRole('button', { name: 'Currency NGN' });
        await currency.click();
        await page.getByRole('list', { name: 'Currencies' }).getByRole('button', { name: 'USD' }).click();
        await page.getByRole('button', { name: 'Currency USD' }).waitFor();
        expect(await page.getByRole('list', { name: 'Currencies' }).count()).toBe(0);

        // The other microfrontends still load: checkout mounts and hands an anonymous visitor to /login.
        await page.evaluate(() => window.history.pushState(null, '', '/orders'));
        await page
          .getByRole('alert')
          .filter({ hasText: 'You must be logged in to access this page.' })
          .waitFor();
        await page.waitForURL(pageUrl('/login'));
      },
      { allowErrors: [missingManifestError] },
    ),
  );

  it(
    'when the fallback shows, then Refresh Page reloads the page',
    browser.test(
      async ({ open }) => {
        const { page, context } = await open();
        await breakStorefront(context);
        await page.goto(pageUrl('/terms'));
        await expectFallback(page);
        await page.evaluate(() => Object.assign(window, { glowBeforeRefresh: true }));
        await context.unrouteAll();
        await Promise.all([
          page.waitForEvent('load'),
          page.getByRole('button', { name: 'Refresh Page' }).click(),
        ]);
        await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
        expect(await page.evaluate(() => 'glowBeforeRefresh' in window)).toBe(false);
      },
      { allowErrors: [missingManifestError] },
    ),
  );
});
