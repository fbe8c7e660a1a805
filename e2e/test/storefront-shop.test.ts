import type { Page } from 'playwright-core';
import { pageUrl, seriousA11yViolations, useBrowser, type Viewport } from '../support';

const browser = useBrowser();

const results = (page: Page) => page.getByRole('region', { name: 'Products' });
const cards = (page: Page) => results(page).getByRole('article');
const query = (page: Page) => new URL(page.url()).searchParams;

async function openFiltersIfMobile(page: Page, viewport: Viewport): Promise<void> {
  if (viewport === 'mobile') await page.getByRole('button', { name: 'Filters', exact: true }).click();
}

describe.each<Viewport>(['desktop', 'mobile'])('shop (%s)', (viewport) => {
  it(
    'when a shopper filters, pages and resets, then the URL keeps every filter, Back works and the grid follows',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      await page.goto(pageUrl('/products'));
      await cards(page).first().waitFor();
      expect(await cards(page).count()).toBe(28);
      expect(await page.title()).toBe('Shop | Glow');
      await page.getByRole('navigation', { name: 'Pagination' }).waitFor();

      await page.getByRole('button', { name: 'Accept' }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: '2', exact: true })
        .click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');

      await openFiltersIfMobile(page, viewport);
      await page.getByLabel('Category', { exact: true }).selectOption('Makeup');
      await page.waitForURL((url) => url.searchParams.get('category') === 'Makeup');
      expect(query(page).get('page')).toBeNull();
      await results(page)
        .getByText(/^\d+ products?$/)
        .waitFor();
      for (const category of await cards(page).getByText('Makeup', { exact: true }).all())
        await category.waitFor();
      expect(await cards(page).count()).toBe(await cards(page).getByText('Makeup', { exact: true }).count());

      await page.reload();
      await cards(page).first().waitFor();
      await openFiltersIfMobile(page, viewport);
      expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('Makeup');

      await page.goBack();
      await page.waitForURL(
        (url) => url.searchParams.get('page') === '2' && !url.searchParams.has('category'),
      );

      await page.goto(pageUrl('/products?search=no-such-product-anywhere'));
      await results(page).getByText('No products found.', { exact: true }).waitFor();
      await openFiltersIfMobile(page, viewport);
      await page.getByRole('button', { name: 'Reset Filters' }).click();
      await page.getByText('All filters have been reset.', { exact: true }).waitFor();
      await page.waitForURL((url) => url.search === '');
      await cards(page).first().waitFor();
    }),
  );
});

describe('shop states', () => {
  it(
    'when the page is loading, then 8 skeletons show; when the call fails, then the error shows',
    browser.test(
      async ({ open }) => {
        const { page } = await open();
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/products?*', async (route) => {
          await held;
          await route.fulfill({ status: 500, body: '' });
        });
        await page.goto(pageUrl('/shop'));
        await results(page).getByTestId('skeleton-card').nth(7).waitFor();
        expect(await results(page).getByTestId('skeleton-card').count()).toBe(8);
        release();
        await results(page).getByRole('alert').filter({ hasText: 'Failed to fetch products' }).waitFor();
      },
      { allowErrors: [/status of 500 .*\/api\/products/] },
    ),
  );

  it(
    'when a shopper picks USD and a price range, then prices show in dollars, the catalog filters in dollars, and a currency change clears the range',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await page.goto(pageUrl('/products'));
      await cards(page).first().waitFor();
      await page.getByRole('button', { name: 'Currency NGN', exact: true }).click();
      await page
        .getByRole('list', { name: 'Currencies' })
        .getByRole('button', { name: 'USD', exact: true })
        .click();
      await cards(page).first().getByText(/^\$\d/).first().waitFor();

      const asked = page.waitForRequest(
        (request) => new URL(request.url()).searchParams.get('currency') === 'USD',
      );
      await page.getByLabel('Min Price ($)').fill('5');
      await page.getByLabel('Max Price ($)').fill('20');
      await page.getByRole('button', { name: 'Apply Price' }).click();
      const request = await asked;
      expect(new URL(request.url()).searchParams.get('minPrice')).toBe('5');
      await page.waitForURL((url) => url.searchParams.get('maxPrice') === '20');
      await cards(page).first().waitFor();
      for (const price of await cards(page).locator('p > span:first-child').allTextContents()) {
        const dollars = Number(price.replace(/[^0-9.]/g, ''));
        expect(dollars).toBeGreaterThanOrEqual(4.99);
        expect(dollars).toBeLessThanOrEqual(20.01);
      }

      await page.getByRole('button', { name: 'Currency USD', exact: true }).click();
      await page
        .getByRole('list', { name: 'Currencies' })
        .getByRole('button', { name: 'EUR', exact: true })
        .click();
      await page.waitForURL((url) => !url.searchParams.has('minPrice') && !url.searchParams.has('maxPrice'));
    }),
  );
});
