import {
  callApi,
  fill,
  logInThroughForm,
  newAccount,
  newestMailTo,
  pageTitle,
  pageUrl,
  registerAccount,
  resetCodeIn,
  statusWith,
  useBrowser,
} from '../support';

const browser = useBrowser();

describe('forgot password', () => {
  it(
    'when a shopper follows the three steps with the mailed code, then the new password signs them in and the old one no longer does',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const account = newAccount('funmi');
      await registerAccount(account);
      const newPassword = newAccount('unused').password;
      const main = page.getByRole('main');

      await page.goto(pageUrl('/login'));
      await main.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(pageUrl('/forgot-password'));
      await pageTitle(page, 'Reset Your Password').waitFor();
      await fill(main, 'Email', account.email);
      await main.getByRole('button', { name: 'Send Reset Code' }).click();

      await pageTitle(page, 'Verify Your Code').waitFor();
      await statusWith(page, 'Reset code sent to your email').waitFor();
      const mail = await newestMailTo(account.email);
      expect(mail.subject).toBe('Your Glow password reset code');
      await fill(main, 'Verification Code', resetCodeIn(mail));
      await main.getByRole('button', { name: 'Verify Code' }).click();

      await pageTitle(page, 'Create New Password').waitFor();
      await statusWith(page, 'Code verified').waitFor();
      await fill(main, 'New Password', newPassword);
      await fill(main, 'Confirm New Password', newPassword);
      await main.getByRole('button', { name: 'Reset Password' }).click();
      await statusWith(page, 'Password reset successful. Redirecting to login...').waitFor();
      await page.waitForURL(pageUrl('/login'));

      await logInThroughForm(page, account.username, newPassword);
      const oldLogin = await callApi('/api/users/login', {
        method: 'POST',
        body: { identifier: account.username, password: account.password },
      });
      expect(oldLogin.status).toBe(401);
    }),
  );
});
