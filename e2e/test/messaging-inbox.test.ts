import type { UnreadCount } from '@glow/contracts';
import type { Page } from 'playwright-core';
import {
  alertWith,
  callApi,
  loginAs,
  newAccount,
  pageTitle,
  pageUrl,
  registerAccount,
  seriousA11yViolations,
  signInAs,
  type Registered,
  type SignedIn,
  type Viewport,
  useBrowser,
} from '../support';

const browser = useBrowser();

/** The header's Inbox link on a desktop, the bottom bar's on a phone: both say the count in their name. */
const inboxLink = (page: Page, count: number) =>
  page.getByRole('link', { name: count > 0 ? `Inbox (${count})` : 'Inbox', exact: true }).first();

async function unreadOnServer({ token }: SignedIn): Promise<number> {
  const answer = await callApi('/api/inbox/unread-count', { token });
  return ((await answer.json()) as UnreadCount).count;
}

/** A signed-in shopper on the home page, once the live connection has fetched the count. */
async function shopperAt(
  open: (options?: { viewport?: Viewport }) => Promise<{ page: Page }>,
  shopper: Registered,
  viewport: Viewport,
) {
  const { page } = await open({ viewport });
  await signInAs(page, shopper);
  const counted = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/inbox/unread-count') && answer.ok(),
  );
  await page.goto(pageUrl('/'));
  await counted;
  await inboxLink(page, 0).waitFor();
  return page;
}

async function sendAsAdmin(page: Page, recipient: string, message: string): Promise<number> {
  await page.goto(pageUrl('/admin/send-message'));
  await pageTitle(page, 'Send Message').waitFor();
  const users = page.getByLabel('User', { exact: true });
  await users.locator('option', { hasText: 'All Users' }).waitFor({ state: 'attached' });
  await users.selectOption({ label: recipient });
  await page.getByLabel('Message', { exact: true }).fill(message);
  const answered = page.waitForResponse((answer) => answer.url().endsWith('/api/inbox/admin/send'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await answered).status()).toBe(201);
  const sentAt = Date.now();
  await alertWith(page, 'Message sent successfully.').waitFor();
  expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
  return sentAt;
}

describe('inbox and the live unread counter', () => {
  it(
    'when an admin sends to All Users, then two signed-in shoppers see their counters rise within a second, and /inbox brings one back to 0',
    browser.test(async ({ open }) => {
      const [ngozi, tunde] = await Promise.all([
        registerAccount(newAccount('ngozi')),
        registerAccount(newAccount('tunde')),
      ]);
      const ngoziPage = await shopperAt(open, ngozi, 'desktop');
      const tundePage = await shopperAt(open, tunde, 'mobile');
      const { page: adminPage } = await open();
      await loginAs(adminPage);

      const text = `Weekend sale: 20% off serums ${Date.now()}`;
      const sentAt = await sendAsAdmin(adminPage, 'All Users', text);
      await Promise.all([inboxLink(ngoziPage, 1).waitFor(), inboxLink(tundePage, 1).waitFor()]);
      expect(Date.now() - sentAt).toBeLessThan(1_000);

      await inboxLink(ngoziPage, 1).click();
      await ngoziPage.waitForURL(pageUrl('/inbox'));
      await ngoziPage.getByRole('main').getByText(text).waitFor();
      await inboxLink(ngoziPage, 0).waitFor();
      expect(await unreadOnServer(ngozi)).toBe(0);
      // A broadcast is read per user: Tunde's copy is still unread.
      await inboxLink(tundePage, 1).waitFor();
      expect(await unreadOnServer(tunde)).toBe(1);
    }),
  );

  it(
    'when an admin writes to one shopper, then only that shopper is told, and the list names users as username (email)',
    browser.test(async ({ open }) => {
      const [amaka, bayo] = await Promise.all([
        registerAccount(newAccount('amaka')),
        registerAccount(newAccount('bayo')),
      ]);
      const amakaPage = await shopperAt(open, amaka, 'desktop');
      const bayoPage = await shopperAt(open, bayo, 'desktop');
      const { page: adminPage } = await open();
      await loginAs(adminPage);

      await sendAsAdmin(
        adminPage,
        `${amaka.user.username} (${amaka.user.email})`,
        'Your parcel left Lagos today.',
      );
      await inboxLink(amakaPage, 1).waitFor();
      await amakaPage.goto(pageUrl('/inbox'));
      await amakaPage.getByRole('main').getByText('Your parcel left Lagos today.').waitFor();
      await inboxLink(amakaPage, 0).waitFor();
      expect(await unreadOnServer(bayo)).toBe(0);
      expect(await inboxLink(bayoPage, 0).isVisible()).toBe(true);
    }),
  );

  it(
    'when the inbox is empty, then it says No messages found., and the admin form refuses an empty choice',
    browser.test(async ({ open }) => {
      const newcomer = await registerAccount(newAccount('kemi'));
      const { page } = await open({ viewport: 'mobile' });
      await signInAs(page, newcomer);
      await page.goto(pageUrl('/inbox'));
      await page.getByRole('main').getByText('No messages found.', { exact: true }).waitFor();

      const { page: adminPage } = await open();
      await loginAs(adminPage);
      await adminPage.goto(pageUrl('/admin/send-message'));
      await adminPage.getByLabel('Message', { exact: true }).fill('Hello');
      await adminPage.getByRole('button', { name: 'Send Message' }).click();
      await alertWith(adminPage, 'Please select a user or "All Users".').waitFor();
    }),
  );

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(
      `when the inbox and the send-message screen are open (${viewport}), then axe finds no serious or critical violation`,
      browser.test(async ({ open }) => {
        const shopper = await registerAccount(newAccount('ada'));
        const { page } = await open({ viewport });
        await signInAs(page, shopper);
        await page.goto(pageUrl('/inbox'));
        await page.getByRole('main').getByText('No messages found.', { exact: true }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);

        const { page: adminPage } = await open({ viewport });
        await loginAs(adminPage);
        await adminPage.goto(pageUrl('/admin/send-message'));
        await adminPage
          .getByLabel('User', { exact: true })
          .locator('option', { hasText: 'All Users' })
          .waitFor({ state: 'attached' });
        expect(await seriousA11yViolations(adminPage)).toEqual([]);
      }),
    );
  }
});
