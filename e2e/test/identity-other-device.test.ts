import {
  callApi,
  headerLoginLink,
  newAccount,
  openAccountMenu,
  pageUrl,
  registerAccount,
  signInAs,
  useBrowser,
} from '../support';

const browser = useBrowser();

describe('a session whose token is revoked elsewhere', () => {
  it(
    'when the password is changed on another device, then this browser is signed out without a reload',
    browser.test(
      async ({ open }) => {
        const { page } = await open();
        const shopper = await registerAccount(newAccount('ifeoma'));
        await signInAs(page, shopper);
        const liveSocket = page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'));
        await page.goto(pageUrl('/'));
        await openAccountMenu(page);
        await liveSocket;

        const elsewhere = await callApi('/api/users/profile', {
          method: 'PUT',
          token: shopper.token,
          body: {
            password: 'changed-elsewhere',
            confirmPassword: 'changed-elsewhere',
            currentPassword: shopper.password,
          },
        });
        expect(elsewhere.status).toBe(200);

        // notification closes the socket once user.updated arrives; the session then asks the
        // user service, which answers invalid_token; the refresh cookie's session was ended by the
        // password change too, so the refresh is refused and the session ends.
        await headerLoginLink(page).waitFor();
        expect(page.url()).toBe(pageUrl('/'));
        expect(await page.evaluate(() => window.localStorage.getItem('hasSession'))).toBeNull();
      },
      { allowErrors: [/status of 401 .*\/api\/users\/(profile|refresh)/] },
    ),
  );
});
