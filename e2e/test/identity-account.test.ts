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
  seriousA11yViolations,
  useBrowser,
  type Account,
  type Viewport,
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

describe.each<Viewport>(['desktop', 'mobile'])('login form left empty (%s)', (viewport) => {
  it(
    'when a shopper presses Login with empty fields, then each field says what is missing, focus goes to the first in error and the server is not asked',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      const loginCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/users/login') loginCalls.push(request.method());
      });
      await page.goto(pageUrl('/login'));
      await pageTitle(page, 'Login').waitFor();
      await page.getByRole('button', { name: 'Accept' }).click();
      const main = page.getByRole('main');
      const identifier = main.getByLabel('Email or Username', { exact: true });
      const password = main.getByLabel('Password', { exact: true });

      await main.getByRole('button', { name: 'Login', exact: true }).click();
      await main.getByText('Please enter your email or username.', { exact: true }).waitFor();
      await main.getByText('Please enter your password.', { exact: true }).waitFor();
      await identifier.and(page.locator(':focus')).waitFor();
      expect(await identifier.getAttribute('aria-invalid')).toBe('true');
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (field: typeof identifier) =>
        field.evaluate((input) =>
          (input.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent)
            .join(' '),
        );
      expect(await describedBy(identifier)).toBe('Please enter your email or username.');
      expect(await describedBy(password)).toBe('Please enter your password.');
      expect(await main.getByText('Invalid email/username or password').count()).toBe(0);
      await page.screenshot({ path: `e2e/artifacts/login-empty-${viewport}.png` });
      expect(await seriousA11yViolations(page)).toEqual([]);

      await identifier.fill('someone@example.ng');
      expect(await identifier.getAttribute('aria-invalid')).toBeNull();
      await main.getByRole('button', { name: 'Login', exact: true }).click();
      await password.and(page.locator(':focus')).waitFor();
      expect(await main.getByText('Please enter your email or username.', { exact: true }).count()).toBe(0);
      expect(loginCalls).toEqual([]);
    }),
  );
});
