import type { Locator, Page, Route } from 'playwright-core';
import {
  controlAtMiddleOf,
  newAccount,
  openInApp,
  pageUrl,
  pressMiddleOf,
  registerAccount,
  seriousA11yViolations,
  signInAs,
  untilLaidOut,
  useBrowser,
  type Viewport,
} from '../support';

const browser = useBrowser();

async function waitForPressed(button: Locator, pressed: 'true' | 'false'): Promise<void> {
  await button.and(button.page().locator(`[aria-pressed="${pressed}"]`)).waitFor();
}

const section = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const cards = (page: Page, title: string) => section(page, title).getByRole('article');

describe.each<Viewport>(['desktop', 'mobile'])('home page (%s)', (viewport) => {
  it(
    'when a shopper lands on /, then the rails, categories, banners and hero show the seeded shop, a card adds to the cart and favourites, with no serious accessibility problem',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      await signInAs(page, await registerAccount(newAccount('home')));
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
      await untilLaidOut(page);
      await discounted.getByRole('button', { name: /^Add to Cart/ }).click();
      await page.getByText('Added to cart', { exact: true }).waitFor();
      const name = (await discounted.getByRole('heading', { level: 3 }).textContent())!.trim();
      const heart = discounted.getByRole('button', { name: `Add ${name} to favourites` });
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await page.getByText(`${name} added to favorites`, { exact: true }).waitFor();
      await waitForPressed(heart, 'true');

      await page.getByRole('button', { name: 'Accept' }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );
});

describe('home rails on a phone', () => {
  it(
    'when a phone shows a product rail, then it is one row that scrolls sideways with part of the third card showing, and only the cards near the screen load their pictures',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'mobile' });
      await page.goto(pageUrl('/'));
      const rail = cards(page, 'Featured Products');
      await rail.first().waitFor();
      await page.getByRole('button', { name: 'Accept' }).click();

      const layout = await section(page, 'Featured Products').evaluate((featured) => {
        const articles = [...featured.querySelectorAll('article')];
        const row = articles[0]!.parentElement!;
        const edge = row.getBoundingClientRect().right;
        const boxes = articles.map((article) => article.getBoundingClientRect());
        const cut = boxes.find((box) => box.right > edge + 0.5);
        return {
          rows: new Set(boxes.map((box) => Math.round(box.top))).size,
          scrolls: row.scrollWidth > row.clientWidth,
          whole: boxes.filter((box) => box.right <= edge + 0.5).length,
          shownOfNext: cut ? (edge - cut.left) / cut.width : 0,
          picturesLoaded: articles.filter((article) => article.querySelector('img')?.complete).length,
        };
      });
      expect(layout.rows).toBe(1);
      expect(layout.scrolls).toBe(true);
      expect(layout.whole).toBe(2);
      expect(layout.shownOfNext).toBeGreaterThan(0.2);
      expect(layout.picturesLoaded).toBeLessThan(12);

      // Swiping brings the last card into view, and it works like any other.
      const last = rail.last();
      await last.scrollIntoViewIfNeeded();
      await last
        .locator('img')
        .evaluate(
          (img: HTMLImageElement) =>
            img.complete || new Promise((loaded) => img.addEventListener('load', loaded, { once: true })),
        );
      expect(await controlAtMiddleOf(last.getByRole('button', { name: /^Add to Cart/ }))).toMatch(
        /^button Add to Cart/,
      );
      await section(page, 'Featured Products').screenshot({ path: 'e2e/artifacts/rail-mobile.png' });
      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );
});

describe('home banners on a phone', () => {
  it(
    'when a carousel is below the screen, then only its first picture is there, and the others come once the shopper scrolls to it',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'mobile' });
      await page.goto(pageUrl('/'));
      const deals = page.locator('[data-placement="deals-section"]');
      await deals.locator('img').first().waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Accept' }).click();
      expect(await deals.locator('img').count()).toBe(1);

      await deals.scrollIntoViewIfNeeded();
      await deals.locator('img').nth(1).waitFor({ state: 'attached' });
      expect(await deals.getByRole('button', { name: /^Show promotion/ }).count()).toBe(2);
    }),
  );
});

describe('home categories on a phone', () => {
  it(
    'when a phone shows the Shop by Category row, then the first item cut by the edge shows about half, so the row visibly scrolls',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'mobile' });
      await page.goto(pageUrl('/'));
      const row = section(page, 'Shop by Category').getByRole('list');
      await row.getByRole('link').first().waitFor();
      await page.getByRole('button', { name: 'Accept' }).click();

      const layout = await row.evaluate((list) => {
        const edge = list.getBoundingClientRect().right;
        const items = [...list.children].map((item) => item.getBoundingClientRect());
        const whole = items.filter((item) => item.right <= edge + 0.5).length;
        const cut = items.find((item) => item.right > edge + 0.5);
        return {
          scrolls: list.scrollWidth > list.clientWidth,
          whole,
          shownOfNext: cut ? (edge - cut.left) / cut.width : 0,
          pictureWidth: list.querySelector('img')?.getBoundingClientRect().width ?? 0,
        };
      });
      expect(layout.scrolls).toBe(true);
      expect(layout.whole).toBe(3);
      expect(layout.shownOfNext).toBeGreaterThan(0.3);
      expect(layout.shownOfNext).toBeLessThan(0.7);
      expect(layout.pictureWidth).toBeGreaterThan(72);
      await row.screenshot({ path: 'e2e/artifacts/categories-mobile.png' });
      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );
});

describe.each<Viewport>(['desktop', 'mobile'])('product card (%s)', (viewport) => {
  it(
    'when a shopper presses the picture or the price of a card, then the product opens; the heart and Add to Cart only act',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      await signInAs(page, await registerAccount(newAccount('card')));
      await page.goto(pageUrl('/'));
      await page.getByRole('button', { name: 'Accept' }).click();
      const card = cards(page, 'Featured Products').nth(1);
      await card.waitFor();
      const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
      expect(await card.getByRole('link').count()).toBe(1);
      const href = (await card.getByRole('link', { name, exact: true }).getAttribute('href'))!;
      expect(href).toMatch(/^\/products\/[^/]+$/);

      const heart = card.getByRole('button', { name: `Add ${name} to favourites` });
      const addToCart = card.getByRole('button', { name: /^Add to Cart/ });
      expect(await controlAtMiddleOf(heart)).toBe(`button Add ${name} to favourites`);
      await pressMiddleOf(heart, viewport);
      await page.getByText(`${name} added to favorites`, { exact: true }).waitFor();
      await waitForPressed(heart, 'true');
      await untilLaidOut(page);
      await pressMiddleOf(addToCart, viewport);
      await page.getByText('Added to cart', { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await seriousA11yViolations(page)).toEqual([]);

      const picture = card.locator('img');
      const price = card.getByText(/^₦[\d,.]+$/).first();
      for (const part of [picture, price]) {
        expect(await controlAtMiddleOf(part)).toBe(`a ${name}`);
        await pressMiddleOf(part, viewport);
        await page.waitForURL(pageUrl(href));
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await page.goBack();
        await card.waitFor();
      }
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
        await openInApp(page, '/');

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
      // Arriving in the app, the banners load after the carousel's loading frame (not with a drawn page).
      await openInApp(page, '/');
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

const failing = (status: number) => (route: Route) => route.fulfill({ status, body: '' });
const featuredCall = (url: URL) => url.pathname === '/api/products' && url.search === '?limit=12';

describe('home page social row', () => {
  it(
    'when a visitor lands on /, then the social row links to the messaging app, the photo app, two social networks and the video site in new tabs',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'mobile' });
      await page.goto(pageUrl('/'));
      const row = page.getByRole('list', { name: 'Glow on social media' });
      await row.getByRole('link').first().waitFor();
      const links = await row
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors.map((a) => [a.textContent, (a as HTMLAnchorElement).host, (a as HTMLAnchorElement).target]),
        );
      expect(links).toEqual([
        ['WhatsApp', 'wa.me', '_blank'],
        ['Instagram', 'www.instagram.com', '_blank'],
        ['Facebook', 'www.facebook.com', '_blank'],
        ['X', 'x.com', '_blank'],
        ['YouTube', 'www.youtube.com', '_blank'],
      ]);
      const whatsapp = await row.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
      expect(new URL(whatsapp!).searchParams.get('text')).toBe(
        'Hello! I would like to get more information.',
      );
    }),
  );
});

describe('home page failures and empty sections', () => {
  it(
    'when categories, featured products, new arrivals and a banner placement fail, then each section says so in place',
    browser.test(
      async ({ open }) => {
        const { page } = await open({ viewport: 'mobile' });
        await page.route('**/api/categories', failing(500));
        await page.route(featuredCall, failing(500));
        await page.route('**/api/products/new?*', failing(500));
        await page.route('**/api/promotion-banners?placement=featured-products', failing(500));
        await openInApp(page, '/');

        await section(page, 'Shop by Category')
          .getByText('Failed to load categories', { exact: true })
          .waitFor();
        await section(page, 'Featured Products')
          .getByText('Failed to fetch products', { exact: true })
          .waitFor();
        await section(page, 'New Arrivals')
          .getByText('Failed to load new arrivals.', { exact: true })
          .waitFor();
        await page.getByText('Failed to load promotion banners.', { exact: true }).waitFor();
        // The other placements and rails are untouched.
        expect(await page.getByText('Failed to load promotion banners.', { exact: true }).count()).toBe(1);
        await cards(page, 'Deals & Discounts').first().waitFor();

        // The phone's Categories panel says the load failed, not that there are none.
        await page.getByRole('button', { name: 'Open categories' }).click();
        const sidebar = page.getByRole('dialog', { name: 'Categories' });
        await sidebar.getByRole('alert').filter({ hasText: 'Failed to load categories.' }).waitFor();
        expect(await sidebar.getByText('No categories available.', { exact: true }).count()).toBe(0);
      },
      { allowErrors: [/status of 500 .*\/api\/(categories|products|promotion-banners)/] },
    ),
  );

  it(
    'when the shop has no categories, featured products or deals, then each section says it has none',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await page.route('**/api/categories', (route) => route.fulfill({ json: [] }));
      await page.route(featuredCall, (route) =>
        route.fulfill({ json: { items: [], total: 0, page: 1, pages: 0 } }),
      );
      await page.route('**/api/products/discounts?*', (route) => route.fulfill({ json: [] }));
      await openInApp(page, '/');

      await section(page, 'Shop by Category')
        .getByText('No categories available.', { exact: true })
        .waitFor();
      await section(page, 'Featured Products')
        .getByText('No featured products available.', { exact: true })
        .waitFor();
      await section(page, 'Deals & Discounts')
        .getByText('No deals available at the moment.', { exact: true })
        .waitFor();
      await cards(page, 'New Arrivals').first().waitFor();
    }),
  );
});
