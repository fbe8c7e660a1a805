import type { Page } from 'playwright-core';
import type { Product, PromotionBanner } from '@glow/contracts';
import {
  callApi,
  listedProducts,
  pageUrl,
  seriousA11yViolations,
  useBrowser,
  type Viewport,
} from '../support';

/**
 * The landing pages arrive drawn (gateway/README.md, "First screen"): the built apps'
 * server bundles draw them from the catalog, the gateway puts them into index.html, and the browser
 * swaps the live page in once its app has mounted, without a jump and without asking again.
 */
const browser = useBrowser();

const page = (urlPath: string) => fetch(pageUrl(urlPath), { headers: { accept: 'text/html' } });

/** The first screen of a document: what stands in the `#glow-first-screen` element, or ''. */
function drawnScreenOf(html: string): string {
  const start = html.indexOf('<div id="glow-first-screen" inert aria-hidden="true">');
  const end = html.indexOf('<script type="application/json" id="glow-first-screen-state">');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

async function firstBanner(): Promise<PromotionBanner> {
  const banners = (await (
    await callApi('/api/promotion-banners?placement=categories-section')
  ).json()) as PromotionBanner[];
  return banners[0]!;
}

describe('the document of a landing page', () => {
  it('when / is asked for, then it carries the home page drawn from the catalog and the answers it was drawn from', async () => {
    const response = await page('/');
    const html = await response.text();
    const drawn = drawnScreenOf(html);
    const banner = await firstBanner();

    expect(response.status).toBe(200);
    expect(html).toContain('<div id="glow-root" hidden></div>');
    expect(html).toContain('<title>Home | Glow</title>');
    expect(drawn).toContain(`src="${banner.image.url}"`);
    expect(drawn).toContain('Shop by Category');
    expect(drawn).toContain('Featured Products');
    const answers = JSON.parse(
      /<script type="application\/json" id="glow-first-screen-state">(.*?)<\/script>/s.exec(html)![1]!,
    ) as { queries: { queryKey: unknown[] }[] };
    expect(answers.queries.length).toBeGreaterThanOrEqual(8);
  });

  it('when a product page is asked for, then its name and price are in the document', async () => {
    const [product] = await listedProducts('limit=1');

    const html = await (await page(`/products/${product!._id}`)).text();
    const drawn = drawnScreenOf(html);

    expect(html).toContain(`<title>${product!.name} | Glow</title>`);
    expect(drawn).toContain(`>${product!.name}</h1>`);
    expect(drawn).toMatch(/₦[\d,]+/);
  });

  it.each([
    ['an unknown product', '/products/00000000-0000-4000-8000-000000000000', 404],
    ['a page that is not a landing page', '/login', 200],
  ])('when %s is asked for, then the document is the plain app shell', async (_case, urlPath, status) => {
    const response = await page(urlPath);
    const html = await response.text();

    expect(response.status).toBe(status);
    expect(html).toContain('<div id="glow-root"></div>');
    expect(html).not.toContain('glow-first-screen');
  });
});

/** Every layout shift of the load, summed, and the API calls the page made. */
const shiftWatch = `
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** A slow link, so the drawn screen stands for a while before the code has arrived and run. */
async function slowLink(target: Page): Promise<void> {
  const cdp = await target.context().newCDPSession(target);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) * 0.95,
    uploadThroughput: (750e3 / 8) * 0.95,
  });
}

describe.each(['mobile', 'desktop'] as Viewport[])('on a %s', (viewport) => {
  it(
    'when / opens on a slow link, then the drawn screen shows first and the live page takes its place without a jump or a second fetch',
    browser.test(async ({ open }) => {
      const { page: tab, context } = await open({ viewport });
      await context.addCookies([{ name: 'consent', value: 'accepted', url: pageUrl('/') }]);
      await tab.addInitScript({ content: shiftWatch });
      const apiCalls: string[] = [];
      tab.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) apiCalls.push(pathname);
      });
      await slowLink(tab);
      const banner = await firstBanner();

      await tab.goto(pageUrl('/'), { waitUntil: 'commit' });
      const drawn = tab.locator('#glow-first-screen');
      await drawn.locator(`img[src="${banner.image.url}"]`).first().waitFor();
      expect(await tab.locator('#glow-root').isHidden()).toBe(true);

      await drawn.waitFor({ state: 'detached', timeout: 60_000 });
      await tab.getByRole('heading', { name: 'Featured Products' }).waitFor();
      expect(await tab.locator('#glow-root').isVisible()).toBe(true);
      await tab.getByRole('region', { name: 'Promotions' }).first().locator('img').first().waitFor();

      expect(
        await tab.evaluate(() => (window as unknown as { __shift: number }).__shift),
      ).toBeLessThanOrEqual(0.1);
      // The live page drew from the answers the document brought, not from the API again.
      for (const drawnFrom of [
        '/api/hero-section',
        '/api/promotion-banners',
        '/api/products',
        '/api/categories',
      ])
        expect(apiCalls).not.toContain(drawnFrom);
      expect(await seriousA11yViolations(tab)).toEqual([]);
    }),
    90_000,
  );
});

it(
  'when the shopper arrives on a product page, then the live page keeps the drawn product',
  browser.test(async ({ open }) => {
    const [product] = (await listedProducts('limit=1')) as Product[];
    const { page: tab } = await open({ viewport: 'mobile' });

    await tab.goto(pageUrl(`/products/${product!._id}`));
    await tab.locator('#glow-first-screen').waitFor({ state: 'detached', timeout: 30_000 });

    await tab.getByRole('heading', { level: 1, name: product!.name }).waitFor();
    expect(await seriousA11yViolations(tab)).toEqual([]);
  }),
);
