import type { Page } from 'playwright-core';
import {
  clickUntilUrl,
  controlAtMiddleOf,
  listedProducts,
  openInApp,
  pageUrl,
  pressMiddleOf,
  seriousA11yViolations,
  useBrowser,
  waitUntil,
  type Viewport,
} from '../support';

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

      await clickUntilUrl(
        page,
        page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: '2', exact: true }),
        (url) => url.searchParams.get('page') === '2',
      );

      await openFiltersIfMobile(page, viewport);
      await page.getByLabel('Category', { exact: true }).selectOption('Makeup');
      await page.waitForURL((url) => url.searchParams.get('category') === 'Makeup');
      expect(query(page).get('page')).toBeNull();
      // The grid redraws once the filtered page arrives; read both counts together until it has.
      await waitUntil(
        async () => ({
          shown: await cards(page).count(),
          makeup: await cards(page).getByText('Makeup', { exact: true }).count(),
        }),
        ({ shown, makeup }) => shown > 0 && shown === makeup,
        { what: 'a grid of Makeup cards only' },
      );

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
        await openInApp(page, '/shop');
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

const pagerNumbers = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: /^\d+$/ })
    .allTextContents();

describe.each<Viewport>(['desktop', 'mobile'])('shop layouts and controls (%s)', (viewport) => {
  it(
    'when a shopper switches to List, then the URL and the page keep it and each card puts its picture beside the name; Grid puts it above again',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      await page.goto(pageUrl('/products?page=2'));
      const first = cards(page).first();
      await first.waitFor();
      const placement = async () => {
        const picture = (await first.locator('img').boundingBox())!;
        const name = (await first.getByRole('heading', { level: 3 }).boundingBox())!;
        return {
          beside: picture.x + picture.width <= name.x,
          above: picture.y + picture.height <= name.y,
        };
      };
      expect(await placement()).toEqual({ beside: false, above: true });

      const layout = page.getByRole('group', { name: 'Layout' });
      await layout.getByRole('button', { name: 'List' }).click();
      await page.waitForURL(
        (url) => url.searchParams.get('view') === 'list' && url.searchParams.get('page') === '2',
      );
      await waitUntil(placement, (where) => where.beside && !where.above, { what: 'the list layout' });
      await page.reload();
      await first.waitFor();
      expect(await layout.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
      expect(await placement()).toEqual({ beside: true, above: false });
      expect(await seriousA11yViolations(page)).toEqual([]);
      // A list card opens its product from its description as well as from its name.
      const [shown] = await listedProducts('page=2&limit=28');
      const name = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
      expect(name).toBe(shown!.name);
      const description = first.getByText(shown!.description.slice(0, 40));
      expect(await controlAtMiddleOf(description)).toBe(`a ${name}`);
      await pressMiddleOf(description, viewport);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.goBack();
      await first.waitFor();

      await layout.getByRole('button', { name: 'Grid' }).click();
      await page.waitForURL((url) => !url.searchParams.has('view') && url.searchParams.get('page') === '2');
      await waitUntil(placement, (where) => where.above, { what: 'the grid layout' });
    }),
  );

  it(
    'when an anonymous visitor presses a heart, then the warning asks to log in',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      await page.goto(pageUrl('/products'));
      await cards(page)
        .first()
        .getByRole('button', { name: /^Add .* to favourites$/ })
        .click();
      await page.getByText('Please log in to manage your favourites.', { exact: true }).waitFor();
    }),
  );

  it(
    'when a shopper types a search and picks a minimum discount, then each applies from page 1 and the grid follows',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      await page.goto(pageUrl('/products?page=2'));
      await cards(page).first().waitFor();
      await page.getByRole('searchbox', { name: 'Search products' }).fill('lipstick');
      await page.waitForURL(
        (url) => url.searchParams.get('search') === 'lipstick' && !url.searchParams.has('page'),
      );
      await waitUntil(
        () => cards(page).getByRole('heading', { level: 3 }).allTextContents(),
        (names) => names.length > 0 && names.every((name) => /lipstick/i.test(name)),
        { what: 'only lipsticks' },
      );

      await page.goto(pageUrl('/products?page=2'));
      await cards(page).first().waitFor();
      await openFiltersIfMobile(page, viewport);
      const discount = page.getByLabel('Minimum Discount');
      expect(await discount.locator('option').count()).toBe(21);
      await discount.selectOption({ label: '25% or more' });
      await page.waitForURL(
        (url) => url.searchParams.get('minDiscount') === '25' && !url.searchParams.has('page'),
      );
      const { badges } = await waitUntil(
        async () => ({
          shown: await cards(page).count(),
          badges: await cards(page)
            .getByText(/^-\d+%$/)
            .allTextContents(),
        }),
        (seen) => seen.shown > 0 && seen.badges.length === seen.shown,
        { what: 'a badge on every card' },
      );
      for (const badge of badges) expect(Number(badge.slice(1, -1))).toBeGreaterThanOrEqual(25);
    }),
  );
});

describe('shop controls on a phone', () => {
  it(
    'when the filter slide-over is open, then its close button has the focus and Escape closes it',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'mobile' });
      await page.goto(pageUrl('/products'));
      const toggle = page.getByRole('button', { name: 'Filters', exact: true });
      const category = page.getByLabel('Category', { exact: true });
      await toggle.click();
      await category.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(
        await page
          .getByRole('button', { name: 'Close filters' })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Escape');
      await category.waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    }),
  );
});

describe('shop on a large catalogue', () => {
  it(
    'when there are 40 pages, then the pager shows 5 numbers around the page, the first and the last, with ellipses',
    browser.test(async ({ open }) => {
      const { page } = await open();
      // The real first page, said to be one of 40.
      await page.route(
        (url) => url.pathname === '/api/products' && url.searchParams.has('limit'),
        async (route) => {
          const url = new URL(route.request().url());
          const asked = Number(url.searchParams.get('page') ?? '1');
          url.searchParams.delete('page');
          const answer = await route.fetch({ url: url.toString() });
          const body = (await answer.json()) as { page: number; pages: number; total: number };
          await route.fulfill({ json: { ...body, page: asked, pages: 40, total: 40 * 28 } });
        },
      );
      await openInApp(page, '/products?page=20');
      await cards(page).first().waitFor();
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      expect(await pagerNumbers(page)).toEqual(['1', '18', '19', '20', '21', '22', '40']);
      expect(await pager.getByText('…').count()).toBe(2);
      expect(await pager.getByRole('button', { name: '20', exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );

      await clickUntilUrl(
        page,
        pager.getByRole('button', { name: '40', exact: true }),
        (url) => url.searchParams.get('page') === '40',
      );
      await waitUntil(
        () => pagerNumbers(page),
        (numbers) => numbers.join() === '1,36,37,38,39,40',
        { what: 'the window at the end' },
      );
      expect(await pager.getByText('…').count()).toBe(1);
      expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

      await clickUntilUrl(
        page,
        pager.getByRole('button', { name: '1', exact: true }),
        (url) => !url.searchParams.has('page'),
      );
      await waitUntil(
        () => pagerNumbers(page),
        (numbers) => numbers.join() === '1,2,3,4,5,40',
        { what: 'the window at the start' },
      );
      expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    }),
  );
});

describe('shop with offline exchange rates', () => {
  it(
    'when the catalog answers its shipped snapshot, then the currency list says rates of that day and USD shows dollar prices',
    browser.test(async ({ open }) => {
      const snapshot = { NGN: 1, USD: 0.000687, EUR: 0.000594, GBP: 0.000523 };
      const [first] = await listedProducts('limit=1');
      const { page } = await open();
      await page.route('**/api/exchange-rates', (route) =>
        route.fulfill({
          json: {
            base: 'NGN',
            rates: snapshot,
            updatedAt: '2026-11-02T00:00:00.000Z',
            source: 'snapshot',
            stale: true,
          },
        }),
      );
      await page.goto(pageUrl('/products'));
      await cards(page).first().waitFor();
      await page.getByRole('button', { name: 'Currency NGN', exact: true }).click();
      await page.getByText('rates of 2 Nov 2026', { exact: true }).waitFor();
      await page
        .getByRole('list', { name: 'Currencies' })
        .getByRole('button', { name: 'USD', exact: true })
        .click();
      const dollars = `$${((first!.discountPrice ?? first!.price) * snapshot.USD).toFixed(2)}`;
      await cards(page).first().getByText(dollars, { exact: true }).waitFor();
    }),
  );
});

describe.each<Viewport>(['desktop', 'mobile'])('shop search length (%s)', (viewport) => {
  it(
    'when a shopper types a very long search, then the box stops at 100 characters and says so; a longer search from a link is refused in a sentence',
    browser.test(
      async ({ open }) => {
        const { page } = await open({ viewport });
        await page.goto(pageUrl('/products'));
        await cards(page).first().waitFor();
        await page.getByRole('button', { name: 'Accept' }).click();
        const box = page.getByRole('searchbox', { name: 'Search products' });

        await box.pressSequentially('serum '.repeat(20), { delay: 0 });
        expect(await box.inputValue()).toHaveLength(100);
        await page.getByRole('status').filter({ hasText: 'Search is limited to 100 characters.' }).waitFor();
        expect(await box.getAttribute('aria-describedby')).toBeTruthy();
        await waitUntil(
          () => query(page).get('search')?.length,
          (length) => length === 'serum '.repeat(20).slice(0, 100).trim().length,
        );
        await results(page).getByText('No products found.', { exact: true }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);

        await page.goto(pageUrl(`/products?search=${'a'.repeat(101)}`));
        await results(page)
          .getByRole('alert')
          .filter({ hasText: /^Search is limited to 100 characters\.$/ })
          .waitFor();
        expect(await page.getByText(/Too big|expected string/).count()).toBe(0);
      },
      { allowErrors: [/status of 400 .*\/api\/products/] },
    ),
  );
});
