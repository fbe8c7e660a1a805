import {
  alertWith,
  logInThroughForm,
  newAccount,
  openAccountMenu,
  pageTitle,
  pageUrl,
  registerAccount,
  useBrowser,
} from '../support';

const browser = useBrowser();

describe('identity guards', () => {
  it(
    'when a signed-in shopper who is no admin opens /admin, then they land on the home page',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const account = newAccount('bisi');
      await registerAccount(account);
      await logInThroughForm(page, account.username, account.password);
      const menu = await openAccountMenu(page);
      await menu.getByRole('link', { name: 'Profile', exact: true }).waitFor();
      expect(await menu.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);

      await page.goto(pageUrl('/admin'));
      await page.waitForURL(pageUrl('/'));
      await pageTitle(page, 'Home').waitFor();
      expect(await page.locator('#glow-app-mf_admin').getByRole('heading').count()).toBe(0);
    }),
  );

  it(
    'when an anonymous visitor opens /profile, then the guard says they must log in and sends them to /login',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await page.goto(pageUrl('/profile'));
      await alertWith(page, 'You must be logged in to access this page.').waitFor();
      await page.waitForURL(pageUrl('/login'));
      await pageTitle(page, 'Login').waitFor();
    }),
  );
});
