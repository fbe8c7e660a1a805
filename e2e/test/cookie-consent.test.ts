import type { Page, Request } from 'playwright-core';
import { loginAs, pageTitle, pageUrl, useBrowser, type Viewport } from '../support';

const browser = useBrowser();

const dayMs = 24 * 60 * 60 * 1000;

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

function consentPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/users/consent')
      posts.push(request);
  });
  return posts;
}

async function choose(viewport: Viewport, choice: 'Accept' | 'Reject', saved: string) {
  return browser.test(async ({ open }) => {
    const { page, context } = await open({ viewport });
    const posts = consentPosts(page);
    await page.goto(pageUrl('/'));
    await banner(page).waitFor();

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/users/consent'));
    await banner(page).getByRole('button', { name: choice, exact: true }).click();
    expect((await answered).status()).toBe(201);
    await banner(page).waitFor({ state: 'detached' });
    expect(posts.map((post) => post.postDataJSON())).toEqual([{ consent: saved }]);

    const cookie = (await context.cookies()).find(({ name }) => name === 'consent');
    expect(cookie?.value).toBe(saved);
    const lifetimeDays = ((cookie?.expires ?? 0) * 1000 - Date.now()) / dayMs;
    expect(lifetimeDays).toBeGreaterThan(364.9);
    expect(lifetimeDays).toBeLessThanOrEqual(365);

    await page.reload();
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.goto(pageUrl('/about'));
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(posts).toHaveLength(1);
  })();
}

describe('cookie consent', () => {
  it('when a visitor accepts cookies, then the choice is posted once and remembered for 365 days', () =>
    choose('desktop', 'Accept', 'accepted'));

  it('when a visitor on a phone rejects cookies, then the choice is posted once and remembered too', () =>
    choose('mobile', 'Reject', 'rejected'));

  it(
    'when saving the consent fails, then the banner still goes away and the visitor sees no error',
    browser.test(
      async ({ open }) => {
        const { page, context } = await open();
        await context.route('**/api/users/consent', (route) =>
          route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
        );
        await page.goto(pageUrl('/'));
        await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
        await banner(page).waitFor({ state: 'detached' });
        expect(await page.getByRole('alert').count()).toBe(0);
        expect((await context.cookies()).find(({ name }) => name === 'consent')?.value).toBe('accepted');
      },
      { allowErrors: [/status of 503 .*\/api\/users\/consent/] },
    ),
  );

  it(
    'when an admin who has not chosen opens the back office, then no banner covers its screens, and the shop still asks',
    browser.test(async ({ open }) => {
      const { page, context } = await open({ viewport: 'mobile' });
      const posts = consentPosts(page);
      await loginAs(page);
      await page.goto(pageUrl('/admin/products/create'));
      await pageTitle(page, 'Add Product').waitFor();
      await page.getByText('Drag & Drop images here or click to upload', { exact: true }).waitFor();
      expect(await banner(page).count()).toBe(0);

      await page.goto(pageUrl('/about'));
      await banner(page).waitFor();
      expect(posts).toHaveLength(0);
      expect((await context.cookies()).find(({ name }) => name === 'consent')).toBeUndefined();
    }),
  );
});
