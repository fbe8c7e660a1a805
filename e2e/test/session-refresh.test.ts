import type { Page } from 'playwright-core';
import {
  callApi,
  headerLoginLink,
  newAccount,
  openAccountMenu,
  pageTitle,
  pageUrl,
  registerAccount,
  seededAdmin,
  seriousA11yViolations,
  signInAs,
  signToken,
  signUp,
  useBrowser,
  type Viewport,
} from '../support';

const browser = useBrowser();

// A browser whose session was ended elsewhere is told so by these two answers before it signs out.
const endedElsewhere = { allowErrors: [/status of 401 .*\/api\/users\/(profile|refresh)/] };

const accountMenuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Account menu' });

const inboxLink = (page: Page, count: number) =>
  page.getByRole('link', { name: count > 0 ? `Inbox (${count})` : 'Inbox', exact: true }).first();

/** Everything the page keeps in localStorage, as one string: the access token must never be in it. */
const localStorageText = (page: Page) => page.evaluate(() => JSON.stringify({ ...window.localStorage }));

/** The answer to the next refresh call the page makes. */
const nextRefresh = (page: Page) =>
  page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/users/refresh');

describe('a session kept by the refresh cookie', () => {
  it(
    'when the page is reloaded, then the user stays signed in and no token is in localStorage',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const { token } = await signUp(page, newAccount('reload'));
      await page.goto(pageUrl('/'));
      await accountMenuButton(page).waitFor();

      const refreshed = nextRefresh(page);
      await page.reload();
      expect((await refreshed).status()).toBe(200);
      const menu = await openAccountMenu(page);
      await menu.getByRole('link', { name: 'Profile', exact: true }).waitFor();

      const stored = await localStorageText(page);
      expect(stored).not.toContain(token);
      expect(stored).not.toContain('authToken');
      expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    }),
  );

  it(
    'when a second tab opens, then it shares the session; logging out in one tab ends it in the other',
    browser.test(async ({ open }) => {
      const { page, context } = await open();
      await signUp(page, newAccount('tabs'));
      await page.goto(pageUrl('/'));
      await accountMenuButton(page).waitFor();

      const second = await context.newPage();
      await second.goto(pageUrl('/orders'));
      await pageTitle(second, 'My Orders').waitFor();
      await accountMenuButton(second).waitFor();

      const menu = await openAccountMenu(page);
      await menu.getByRole('button', { name: 'Logout', exact: true }).click();
      await page.waitForURL(pageUrl('/login'));

      // No reload: the other tab hears the logout and leaves its guarded page.
      await headerLoginLink(second).waitFor();
      await second.waitForURL(pageUrl('/login'));
      await second.reload();
      await headerLoginLink(second).waitFor();
    }),
  );

  it(
    'when Log out of all devices is pressed, then a second browser signed in to the account is signed out too',
    browser.test(async ({ open }) => {
      const account = await registerAccount(newAccount('devices'));
      const phone = await open({ viewport: 'mobile' });
      await signInAs(phone.page, account);
      const liveSocket = phone.page.waitForEvent('websocket', (socket) =>
        socket.url().includes('/socket.io/'),
      );
      await phone.page.goto(pageUrl('/'));
      await accountMenuButton(phone.page).waitFor();
      await liveSocket;

      const desktop = await open();
      await signInAs(desktop.page, account);
      await desktop.page.goto(pageUrl('/profile'));
      await pageTitle(desktop.page, 'Profile').waitFor();
      await desktop.page.getByRole('button', { name: 'Log out of all devices', exact: true }).click();
      await desktop.page.waitForURL(pageUrl('/login'));
      await headerLoginLink(desktop.page).waitFor();

      // The phone's socket is closed by the account's token version; its session then finds it ended.
      await headerLoginLink(phone.page).waitFor();
      await phone.page.reload();
      await headerLoginLink(phone.page).waitFor();
      expect((await callApi('/api/users/profile', { token: account.token })).status).toBe(401);
    }, endedElsewhere),
  );

  it(
    'when the access token is refreshed, then the open socket stays and still receives a live push',
    browser.test(async ({ open }) => {
      const { page, context } = await open();
      const shopper = await signUp(page, newAccount('live'));
      const sockets: string[] = [];
      page.on('websocket', (socket) => {
        if (socket.url().includes('/socket.io/')) sockets.push(socket.url());
      });
      const counted = page.waitForResponse(
        (answer) => answer.url().endsWith('/api/inbox/unread-count') && answer.ok(),
      );
      await page.goto(pageUrl('/'));
      await counted;
      await inboxLink(page, 0).waitFor();
      expect(sockets).toHaveLength(1);

      // Another tab's sign-in makes this one refresh (the same call its timer makes at 80 % of the lifetime).
      const refreshed = nextRefresh(page);
      // A blank document of the origin, which boots no app of its own, posts on the channel.
      const other = await context.newPage();
      const blank = pageUrl('/__e2e-blank');
      await other.route(blank, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
      );
      await other.goto(blank);
      await other.evaluate(() => new BroadcastChannel('glow:session').postMessage('login'));
      expect((await refreshed).status()).toBe(200);
      await other.close();

      const admin = signToken((await seededAdmin()).claims);
      const sent = await callApi('/api/inbox/admin/send', {
        method: 'POST',
        token: admin,
        body: { userId: shopper.user._id, message: 'Your order has shipped.' },
      });
      expect(sent.status).toBe(201);

      await inboxLink(page, 1).waitFor();
      expect(sockets).toHaveLength(1);
    }),
  );

  for (const viewport of ['desktop', 'mobile'] as Viewport[]) {
    it(
      `when the profile asks for the current password (${viewport}), then the field and Log out of all devices are labelled and axe finds nothing serious`,
      browser.test(async ({ open }) => {
        const { page } = await open({ viewport });
        const account = newAccount('profile');
        await signUp(page, account);
        await page.goto(pageUrl('/profile'));
        await pageTitle(page, 'Profile').waitFor();
        const main = page.getByRole('main');
        expect(await main.getByLabel('Current password', { exact: true }).count()).toBe(0);

        // The server's own refusal (400/403) is the user service's re-authentication, proven there.
        await main.getByLabel('Email', { exact: true }).fill(`new-${account.email}`);
        const currentPassword = main.getByLabel('Current password', { exact: true });
        await currentPassword.waitFor();
        expect(await currentPassword.getAttribute('type')).toBe('password');
        expect(await currentPassword.getAttribute('autocomplete')).toBe('current-password');
        expect(await currentPassword.evaluate((input) => (input as HTMLInputElement).required)).toBe(true);

        const logoutEverywhere = main.getByRole('button', { name: 'Log out of all devices', exact: true });
        await logoutEverywhere.scrollIntoViewIfNeeded();
        expect(await logoutEverywhere.isVisible()).toBe(true);
        expect(await seriousA11yViolations(page)).toEqual([]);
      }),
    );
  }
});
