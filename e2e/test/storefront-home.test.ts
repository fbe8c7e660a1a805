import type { Page } from 'playwright-core';
import { pageUrl, seriousA11yViolations, useBrowser, type Viewport } from '../support';

const browser = useBrowser();

const section = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const cards = (page: Page, title: string) => section(page, title).getByRole('article');

describe.each<Viewport>(['desktop', 'mobile'])('home page (%s)', (viewport) => {
  it(
    'when a visitor lands on /, then the rails, categories, banners and hero show the seeded shop with no serious accessibility problem',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      await page.goto(pageUrl('/'));
      await cards(page, 'Featured Products').first().waitFor();
      expect(await cards(page, 'Featured Products').count()).toBe(12);
      await cards(page, 'Deals & Discounts').first().waitFor();
      expect(await cards(page, 'Deals & Discounts').count()).toBe(12);
      await cards(page, 'New Arrivals').first().waitFor();
      expect(await cards(page, 'New Arrivals').count()).toBe(12);
      expect(await page.title()).toBe('Home | Glow');
      await section(page, 'Featured Products').getByRole('link', { name: 'See More Products' }).waitFor();
      await page.getByRole('region', { name: 'Promotions' }).first().waitFor();
      // Every home section has its banner placement above it.
      expect(await page.getByRole('region', { name: 'Promotions' }).count()).toBe(4);

      const categories = section(page, 'Shop by Category').getByRole('link');
      await categories.first().waitFor();
      const visibleCategories = await categories.evaluateAll(
        (links) => links.filter((link) => (link as HTMLElement).offsetParent !== null).length,
      );
      expect(visibleCategories).toBe(viewport === 'desktop' ? 6 : 8);

      const heroTitle = page.getByRole('heading', { level: 2, name: 'Beauty that loves your skin' });
      expect(await heroTitle.isVisible()).toBe(viewport === 'desktop');

      const discounted = cards(page, 'Deals & Discounts').first();
      expect(await discounted.getByText(/^-\d+%$/).count()).toBe(1);
      await discounted.getByRole('button', { name: /^Add to Cart/ }).click();
      await page.getByText(/^The cart opens with checkout: .* will be added to your cart then\.$/).waitFor();

      await page.getByRole('button', { name: 'Accept' }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );
});

describe('home page states', () => {
  it(
    'when a rail is loading, then skeletons show; empty and failed rails and a missing hero say so',
    browser.test(
      async ({ open }) => {
        const { page } = await open();
        let releaseNew: () => void = () => undefined;
        const newArrivalsHeld = new Promise<void>((resolve) => (releaseNew = resolve));
        await page.route('**/api/products/new?*', async (route) => {
          await newArrivalsHeld;
          await route.fulfill({ json: [] });
        });
        await page.route('**/api/products/discounts?*', (route) => route.fulfill({ status: 500, body: '' }));
        await page.route('**/api/hero-section', (route) => route.fulfill({ json: null }));
        await page.goto(pageUrl('/'));

        await section(page, 'New Arrivals').getByTestId('skeleton-card').first().waitFor();
        await section(page, 'Deals & Discounts')
          .getByText('Failed to load deals and discounts.', { exact: true })
          .waitFor();
        await page.getByRole('heading', { name: 'Welcome to Our Store' }).waitFor();
        await page.getByText('Explore our collection of beautiful products.', { exact: true }).waitFor();
        await page.getByRole('link', { name: 'Shop Now' }).waitFor();
        releaseNew();
        await section(page, 'New Arrivals')
          .getByText('No new arrivals available.', { exact: true })
          .waitFor();
        expect(await section(page, 'New Arrivals').getByTestId('skeleton-card').count()).toBe(0);
      },
      { allowErrors: [/status of 500 .*\/api\/products\/discounts/] },
    ),
  );

  it(
    'when the banners rotate, then a dot jumps to its banner',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await page.goto(pageUrl('/'));
      const carousel = page.locator('[data-placement="deals-section"]');
      const second = carousel.getByRole('button', { name: 'Show promotion 2 of 2' });
      await second.click();
      expect(await second.getAttribute('aria-current')).toBe('true');
      expect(
        await carousel.getByRole('button', { name: 'Show promotion 1 of 2' }).getAttribute('aria-current'),
      ).toBeNull();
      // After 5 s the first comes back.
      await carousel
        .locator('[aria-current="true"][aria-label="Show promotion 1 of 2"]')
        .waitFor({ timeout: 8000 });
    }),
  );
});
