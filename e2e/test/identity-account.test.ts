import type { Page } from 'playwright-core';
import {
  alertWith,
  fill,
  headerLoginLink,
  newAccount,
  openAccountMenu,
  pageTitle,
  pageUrl,
  statusWith,
  submitLogin,
  useBrowser,
  type Account,
} from '../support';

const browser = useBrowser();

async function register(page: Page, account: Account): Promise<void> {
  await page.goto(pageUrl('/register'));
  await pageTitle(page, 'Create Account').waitFor();
  const main = page.getByRole('main');
  await fill(main, 'Username', account.username);
  await fill(main, 'Email', account.email);
  await fill(main, 'Password', account.password);
  await fill(main, 'Confirm Password', account.password);
  await main.getByRole('button', { name: 'Register', exact: true }).click();
}

async function editProfile(page: Page, changed: Account, currentPassword: string): Promise<void> {
  const main = page.getByRole('main');
  await fill(main, 'Username', changed.username);
  await fill(main, 'Email', changed.email);
  await fill(main, 'New Password', changed.password);
  await fill(main, 'Confirm New Password', changed.password);
  await fill(main, 'Current password', currentPassword);
  await main.getByRole('button', { name: 'Update Profile', exact: true }).click();
}

const profileDetails = (page: Page) =>
  page
    .getByRole('main')
    .locator('dd')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent));

describe('an account from registration to a new password', () => {
  it(
    'when a shopper registers, logs in, edits the profile and logs out, then only the new password opens the account',
    browser.test(
      async ({ open }) => {
        const { page } = await open();
        const account = newAccount('ada');

        await register(page, account);
        await statusWith(page, 'Registration successful! Redirecting to login...').waitFor();
        await page.waitForURL(pageUrl('/login'));

        await pageTitle(page, 'Login').waitFor();
        await submitLogin(page, account.username, account.password);
        await statusWith(page, 'Login successful! Redirecting...').waitFor();
        await page.waitForURL(pageUrl('/'));
        let menu = await openAccountMenu(page);
        await menu.getByText(`Welcome, ${account.username}`, { exact: true }).waitFor();

        await menu.getByRole('link', { name: 'Profile', exact: true }).click();
        await page.waitForURL(pageUrl('/profile'));
        await pageTitle(page, 'Profile').waitFor();
        await page.getByRole('main').getByText(account.email, { exact: true }).waitFor();
        expect(await profileDetails(page)).toEqual([account.username, account.email]);

        const changed = newAccount('adaeze');
        await editProfile(page, changed, account.password);
        await statusWith(page, 'Profile updated successfully!').waitFor();
        await page.getByRole('main').getByText(changed.email, { exact: true }).waitFor();
        expect(await profileDetails(page)).toEqual([changed.username, changed.email]);

        menu = await openAccountMenu(page);
        await menu.getByText(`Welcome, ${changed.username}`, { exact: true }).waitFor();
        await menu.getByRole('button', { name: 'Logout', exact: true }).click();
        await page.waitForURL(pageUrl('/login'));
        await headerLoginLink(page).waitFor();
        expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
        expect(await page.evaluate(() => window.localStorage.getItem('hasSession'))).toBeNull();

        await submitLogin(page, changed.username, account.password);
        await alertWith(page, 'Invalid email/username or password').waitFor();
        expect(page.url()).toBe(pageUrl('/login'));

        await submitLogin(page, changed.email, changed.password);
        await statusWith(page, 'Login successful! Redirecting...').waitFor();
        await page.waitForURL(pageUrl('/'));
        menu = await openAccountMenu(page);
        await menu.getByText(`Welcome, ${changed.username}`, { exact: true }).waitFor();
      },
      { allowErrors: [/status of 401 .*\/api\/users\/login/] },
    ),
  );
});
