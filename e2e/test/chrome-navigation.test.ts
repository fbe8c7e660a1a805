import { pageUrl, useBrowser, waitUntil } from '../support';

const browser = useBrowser();

describe('chrome navigation', () => {
  it(
    'when a visitor picks a category in the footer, then the products page opens filtered by it',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await page.goto(pageUrl('/about'));
      const select = page.getByRole('contentinfo').getByRole('combobox', { name: 'Shop by category' });
      await select.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      const name = await select.locator('option:not([value=""])').first().getAttribute('value');
      await select.selectOption(name ?? '');
      await page.waitForURL(
        (url) => url.pathname === '/products' && url.searchParams.get('category') === name,
      );
      await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    }),
  );

  it(
    'when a phone visitor opens the categories menu on home, then the seeded categories link to the products page',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'mobile' });
      await page.goto(pageUrl('/'));
      await page.getByRole('button', { name: 'Open categories' }).click();
      const sidebar = page.getByRole('dialog', { name: 'Categories' });
      const first = sidebar.getByRole('link').first();
      const name = await first.textContent();
      await first.click();
      await page.waitForURL(
        (url) => url.pathname === '/products' && url.searchParams.get('category') === name,
      );
      expect(await sidebar.count()).toBe(0);
      // Off home, the mobile header shows a back button and the page title instead.
      await page.getByRole('button', { name: 'Go back' }).click();
      await page.waitForURL(pageUrl('/'));
      await page.getByRole('button', { name: 'Open categories' }).waitFor();
    }),
  );

  it(
    'when a visitor follows a footer link far down a page and goes back, then the new page starts at the top and the old one returns to where it was',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await page.goto(pageUrl('/privacy'));
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' });
      await footerLink.scrollIntoViewIfNeeded();
      const scrolled = await waitUntil(
        () => page.evaluate(() => window.scrollY),
        (y) => y > 300,
        { what: 'a scroll' },
      );
      await page.waitForTimeout(100);
      await footerLink.click();
      await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await waitUntil(
        () => page.evaluate(() => window.scrollY),
        (y) => Math.abs(y - scrolled) < 2,
        { what: `the scroll position ${scrolled} to come back` },
      );
    }),
  );

  it(
    'when a signed-out visitor presses the favourites, orders, inbox or cart icon, then they go to /login',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await page.goto(pageUrl('/about'));
      for (const label of ['Favourites', 'Orders', 'Inbox', 'Cart']) {
        await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
        const icon = page.getByRole('banner').getByRole('link', { name: label, exact: true });
        expect(await icon.getAttribute('href')).toBe('/login');
        await icon.click();
        await page.waitForURL(pageUrl('/login'));
        await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
        await page.goBack();
      }
    }),
  );

  it(
    'when a visitor looks at the floating contact buttons, then WhatsApp opens with the prefilled text and the social pages in a new tab',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await page.goto(pageUrl('/about'));
      const buttons = page.getByRole('list', { name: 'Contact us' }).getByRole('link');
      await buttons.first().waitFor();
      const links = await buttons.evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute('href') ?? '',
          target: anchor.getAttribute('target'),
        })),
      );
      expect(links.map(({ target }) => target)).toEqual(['_blank', '_blank', '_blank']);
      const whatsapp = new URL(links[0]?.href ?? '');
      expect(whatsapp.host).toBe('wa.me');
      expect(whatsapp.searchParams.get('text')).toBe('Hello! I would like to get more information.');
      expect(links.slice(1).map(({ href }) => new URL(href).host)).toEqual([
        'www.facebook.com',
        'www.instagram.com',
      ]);
    }),
  );
});
