import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  artifactsDir,
  callApi,
  fill,
  logInThroughForm,
  mailTo,
  newAccount,
  pageTitle,
  registerAccount,
  resetCodeIn,
  seriousA11yViolations,
  stackUnderTest,
  statusWith,
  useBrowser,
} from '../support';

const browser = useBrowser();

const restored =
  'Your email address is restored and you are signed out everywhere. We sent a code to reset your password.';

/** The visitor chose already, so the consent banner does not sit over the page. */
const consentGiven = (context: BrowserContext) =>
  context.addCookies([{ name: 'consent', value: 'accepted', url: stackUnderTest().url }]);

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `secure-account-${name}.png`) });
}

describe('securing an account from the email-change notice', () => {
  it.each(['desktop', 'mobile'] as const)(
    'when someone with the password moves the account to their address, then the owner (%s) follows the link in the notice, gets the old address back and resets the password there',
    (viewport) =>
      browser.test(async ({ open }) => {
        const owner = newAccount('owner');
        const thief = await registerAccount(owner);
        const thiefEmail = newAccount('thief').email;
        const changed = await callApi('/api/users/profile', {
          method: 'PUT',
          token: thief.token,
          body: { email: thiefEmail, currentPassword: owner.password },
        });
        expect(changed.status).toBe(200);

        const notice = await mailTo(
          owner.email,
          (mail) => mail.subject === 'Your Glow email address was changed',
          'the email-change notice',
        );
        const link = /(\S+\/secure-account\?token=[A-Za-z0-9_-]+)/.exec(notice.text)?.[1];
        expect(link).toBeDefined();
        expect(notice.text).not.toContain('/forgot-password');

        const { page, context } = await open({ viewport });
        await consentGiven(context);
        const main = page.getByRole('main');
        await page.goto(link!);
        await pageTitle(page, 'Secure your account').waitFor();
        await main
          .getByText(
            'This restores your previous email address, signs out every device and sends a code to reset your password.',
          )
          .waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `confirm-${viewport}`);
        await main.getByRole('button', { name: 'Yes, secure my account' }).click();

        await pageTitle(page, 'Verify Your Code').waitFor();
        await statusWith(page, restored).waitFor();
        expect(new URL(page.url()).pathname).toBe('/forgot-password');
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `code-${viewport}`);

        const resetMail = await mailTo(
          owner.email,
          (mail) => mail.subject === 'Your Glow password reset code',
          'the reset code',
        );
        await fill(main, 'Verification Code', resetCodeIn(resetMail));
        await main.getByRole('button', { name: 'Verify Code' }).click();
        await pageTitle(page, 'Create New Password').waitFor();
        const newPassword = newAccount('unused').password;
        await fill(main, 'New Password', newPassword);
        await fill(main, 'Confirm New Password', newPassword);
        await main.getByRole('button', { name: 'Reset Password' }).click();
        await statusWith(page, 'Password reset successful. Redirecting to login...').waitFor();
        await page.waitForURL((url) => url.pathname === '/login');

        await logInThroughForm(page, owner.email, newPassword);
        expect((await callApi('/api/users/profile', { token: thief.token })).status).toBe(401);
        const thiefLogin = await callApi('/api/users/login', {
          method: 'POST',
          body: { identifier: thiefEmail, password: owner.password },
        });
        expect(thiefLogin.status).toBe(401);
        const again = await callApi('/api/users/email-change/undo', {
          method: 'POST',
          body: { token: new URL(link!).searchParams.get('token') },
        });
        expect(again.status).toBe(400);
      })(),
  );
});
