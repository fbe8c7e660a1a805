import type { User } from '@glow/contracts';
import type { Page } from 'playwright-core';
import {
  callApi,
  fill,
  loginAs,
  newAccount,
  pageTitle,
  pageUrl,
  registerAccount,
  seededAdmin,
  signToken,
  statusWith,
  useBrowser,
  waitUntil,
} from '../support';

const browser = useBrowser();

const rowOf = (page: Page, username: string) =>
  page.getByRole('main').getByRole('row').filter({ hasText: username });

async function search(page: Page, text: string): Promise<void> {
  await fill(page.getByRole('main'), 'Search by username', text);
}

async function userAsAdminSeesIt(id: string): Promise<Response> {
  return callApi(`/api/users/${id}`, { token: signToken((await seededAdmin()).claims) });
}

describe('admin users', () => {
  it(
    'when an admin searches, toggles Admin on one user and deletes another, then the list and the stored users follow',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const promoted = (await registerAccount(newAccount('chioma'))).user;
      const removed = (await registerAccount(newAccount('emeka'))).user;
      await loginAs(page);
      await page.goto(pageUrl('/admin/users'));
      await pageTitle(page, 'Users').waitFor();

      await search(page, promoted.username);
      await rowOf(page, removed.username).waitFor({ state: 'detached' });
      const row = rowOf(page, promoted.username);
      await row.getByText('User', { exact: true }).waitFor();
      expect(await page.getByRole('main').getByRole('row').count()).toBe(2);
      const toggle = row.getByRole('button', { name: 'Toggle Admin' });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await statusWith(page, 'User updated successfully!').waitFor();
      await row.getByText('Admin', { exact: true }).waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      const stored = (await (await userAsAdminSeesIt(promoted._id)).json()) as User;
      expect(stored.isAdmin).toBe(true);

      await search(page, removed.username);
      await rowOf(page, removed.username).getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete User' });
      await dialog.getByText(`Are you sure you want to delete ${removed.username}?`).waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await statusWith(page, 'User deleted successfully!').waitFor();
      await page.getByRole('main').getByText('No users found.', { exact: true }).waitFor();
      expect(await dialog.count()).toBe(0);
      expect((await userAsAdminSeesIt(removed._id)).status).toBe(404);
    }),
  );

  it(
    'when an admin opens Users and then a user to edit, then each page names itself in its heading and tab',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const { user } = await registerAccount(newAccount('funmi'));
      await loginAs(page);
      await page.goto(pageUrl('/admin/users'));
      await pageTitle(page, 'Users').waitFor();
      await waitUntil(
        () => page.title(),
        (title) => title === 'Users | Glow',
        { what: 'the tab title' },
      );

      await search(page, user.username);
      await rowOf(page, user.username).getByRole('link', { name: 'Edit' }).click();
      await pageTitle(page, 'Edit User').waitFor();
      await waitUntil(
        () => page.title(),
        (title) => title === 'Edit User | Glow',
        { what: 'the tab title' },
      );
    }),
  );

  it(
    'when the search matches no username, then the list says No users found.',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await loginAs(page);
      await page.goto(pageUrl('/admin/users'));
      const { user: admin } = await seededAdmin();
      await page.getByRole('main').getByRole('row').filter({ hasText: admin.email }).waitFor();
      await search(page, newAccount('nobody').username);
      await page.getByRole('main').getByText('No users found.', { exact: true }).waitFor();
      expect(await page.getByRole('main').getByRole('table').count()).toBe(0);
    }),
  );
});
