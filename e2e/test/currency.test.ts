import type { Page, Response } from 'playwright-core';
import { pageUrl, upstreamRates, useBrowser, waitUntil } from '../support';

const browser = useBrowser();

const currencyButton = (page: Page, code: string) =>
  page.getByRole('button', { name: `Currency ${code}`, exact: true });

const storedCurrency = (page: Page) => page.evaluate(() => window.localStorage.getItem('selectedCurrency'));

function rateAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/exchange-rates') answers.push(response);
  });
  return answers;
}

describe('currency', () => {
  it(
    'when a visitor picks USD, then the dropdown closes and the choice survives reloads and other microfrontends',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const answers = rateAnswers(page);
      await page.goto(pageUrl('/'));
      await currencyButton(page, 'NGN').click();
      const options = page.getByRole('list', { name: 'Currencies' }).getByRole('button');
      expect(await options.allTextContents()).toEqual(expect.arrayContaining(['NGN', 'USD', 'EUR', 'GBP']));
      await options.filter({ hasText: /^USD$/ }).click();
      await currencyButton(page, 'USD').waitFor();
      expect(await page.getByRole('list', { name: 'Currencies' }).count()).toBe(0);
      expect(await storedCurrency(page)).toBe('USD');

      await page.reload();
      await currencyButton(page, 'USD').waitFor();
      // Checkout (then the storefront's /login) and the static pages share the one currency store.
      await page.evaluate(() => window.history.pushState(null, '', '/cart-checkout'));
      await page.waitForURL(pageUrl('/login'));
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About', exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
      await currencyButton(page, 'USD').waitFor();

      // Fetched once per page load, whatever the number of microfrontends, from the catalog's endpoint.
      await waitUntil(
        () => answers.length,
        (count) => count >= 2,
        { what: 'the second rates answer' },
      );
      expect(answers).toHaveLength(2);
      const [, afterReload] = answers as [Response, Response];
      const body = (await afterReload.json()) as { base: string; rates: Record<string, number> };
      expect(afterReload.status()).toBe(200);
      expect(body.base).toBe('NGN');
      expect(body.rates.USD).toBe(upstreamRates.USD);
    }),
  );

  it(
    'when local storage holds an unknown currency, then NGN shows and the value is cleared',
    browser.test(async ({ open }) => {
      const { page, context } = await open();
      await context.addInitScript(() => {
        if (!window.sessionStorage.getItem('seeded')) {
          window.sessionStorage.setItem('seeded', 'yes');
          window.localStorage.setItem('selectedCurrency', '"XYZ"');
        }
      });
      await page.goto(pageUrl('/'));
      await currencyButton(page, 'NGN').waitFor();
      expect(await storedCurrency(page)).toBeNull();
    }),
  );

  it(
    'when the exchange rates cannot be had, then the header still renders and the currency can still be chosen',
    browser.test(
      async ({ open }) => {
        const { page, context } = await open();
        await context.route('**/api/exchange-rates', (route) =>
          route.fulfill({ status: 503, json: { message: 'Exchange rates are unavailable' } }),
        );
        await page.goto(pageUrl('/'));
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        await currencyButton(page, 'NGN').click();
        await page.getByRole('list', { name: 'Currencies' }).getByRole('button', { name: 'EUR' }).click();
        await currencyButton(page, 'EUR').waitFor();
        expect(await storedCurrency(page)).toBe('EUR');
      },
      // Chromium logs every 5xx fetch itself; see the report on the embedded stack's 503.
      { allowErrors: [/status of 503 .*\/api\/exchange-rates/] },
    ),
  );
});
