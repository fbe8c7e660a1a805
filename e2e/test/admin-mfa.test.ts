import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  artifactsDir,
  callApi,
  fill,
  newAccount,
  openAccountMenu,
  pageTitle,
  pageUrl,
  registerAccount,
  seededAdmin,
  seriousA11yViolations,
  signToken,
  stackUnderTest,
  statusWith,
  submitLogin,
  useBrowser,
  type Account,
} from '../support';

const browser = useBrowser();

/** The visitor chose already, so the consent banner does not sit over the page. */
const consentGiven = (context: BrowserContext) =>
  context.addCookies([{ name: 'consent', value: 'accepted', url: stackUnderTest().url }]);

/** A new account made admin by the seeded admin: the seeded one, shared by every file, keeps no factor. */
async function freshAdmin(): Promise<Account> {
  const account = newAccount('mfa-admin');
  const { user } = await registerAccount(account);
  const promoted = await callApi(`/api/users/${user._id}`, {
    method: 'PUT',
    token: signToken((await seededAdmin()).claims),
    body: { isAdmin: true },
  });
  if (!promoted.ok) throw new Error(`Promoting ${account.username} answered ${promoted.status}`);
  return account;
}

/** The code the authenticator app shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const twoFactorSection = (page: Page): Locator =>
  page.getByRole('main').getByRole('region', { name: 'Two-factor sign-in' });

/** The screen as the admin sees it, into e2e/artifacts/ for a look. */
async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `admin-mfa-${name}.png`) });
}

async function passwordStep(page: Page, admin: Account): Promise<Locator> {
  await page.goto(pageUrl('/login'));
  await pageTitle(page, 'Login').waitFor();
  await submitLogin(page, admin.email, admin.password);
  await pageTitle(page, 'Two-factor sign-in').waitFor();
  return page.getByRole('main');
}

async function signedInAsAdmin(page: Page): Promise<void> {
  await statusWith(page, 'Login successful! Redirecting...').waitFor();
  await page.waitForURL(pageUrl('/'));
  await page.goto(pageUrl('/admin'));
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

describe('admin two-factor sign-in', () => {
  it(
    'when an admin sets it up in the profile, then signing in asks for the code (or a recovery code) and reaches /admin',
    browser.test(async ({ open }) => {
      const admin = await freshAdmin();
      const { page, context } = await open();
      await consentGiven(context);

      // Set up, at 1280×800.
      await page.goto(pageUrl('/login'));
      await pageTitle(page, 'Login').waitFor();
      await submitLogin(page, admin.email, admin.password);
      await page.waitForURL(pageUrl('/'));
      await page.goto(pageUrl('/profile'));
      const section = twoFactorSection(page);
      await fill(section, 'Current password', admin.password);
      await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const qrCode = section.getByRole('img', { name: 'QR code to add Glow to your authenticator app' });
      await qrCode.waitFor();
      await qrCode.scrollIntoViewIfNeeded();
      const secret = (await section.getByTestId('two-factor-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'enrol-desktop');

      await fill(section, 'Authentication code', await codeAt(secret));
      await section.getByRole('button', { name: 'Confirm' }).click();
      const list = section.getByRole('list', { name: 'Recovery codes' });
      await list.waitFor();
      await list.scrollIntoViewIfNeeded();
      const recoveryCodes = await list.getByRole('listitem').allTextContents();
      expect(recoveryCodes).toHaveLength(10);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'recovery-codes-desktop');
      await section.getByRole('checkbox', { name: 'I have saved these codes' }).check();
      await section.getByRole('button', { name: 'Done' }).click();
      await statusWith(page, 'Two-factor sign-in is on.').waitFor();

      // Sign out, then in again: password, then the next code.
      const menu = await openAccountMenu(page);
      await menu.getByRole('button', { name: 'Logout', exact: true }).click();
      await page.waitForURL(pageUrl('/login'));
      const main = await passwordStep(page, admin);
      const codeField = main.getByLabel('Authentication code', { exact: true });
      expect(await codeField.evaluate((field) => field === document.activeElement)).toBe(true);
      await fill(main, 'Authentication code', await codeAt(secret, 1));
      await main.getByRole('button', { name: 'Verify', exact: true }).click();
      await signedInAsAdmin(page);

      // On a phone (390×844), with a recovery code instead of the app.
      const phone = await open({ viewport: 'mobile' });
      await consentGiven(phone.context);
      const phoneMain = await passwordStep(phone.page, admin);
      expect(await seriousA11yViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'code-step-mobile');
      await phoneMain.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await fill(phoneMain, 'Recovery code', recoveryCodes[0]!);
      await phoneMain.getByRole('button', { name: 'Verify', exact: true }).click();
      await signedInAsAdmin(phone.page);
      await phone.page.goto(pageUrl('/profile'));
      const status = twoFactorSection(phone.page).getByText('9 recovery codes left.', { exact: false });
      await status.waitFor();
      await status.evaluate((text) => text.scrollIntoView({ block: 'center' }));
      expect(await seriousA11yViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'status-mobile');
    }),
  );
});
