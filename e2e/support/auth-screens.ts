import type { Locator, Page } from 'playwright-core';
import { pageUrl } from './stack-info';

/** The level-1 title of the page in <main>, e.g. 'Login' or 'Verify Your Code'. */
export const pageTitle = (page: Page, name: string): Locator =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** A success box or toast (role status) with this text. */
export const statusWith = (page: Page, text: string): Locator =>
  page.getByRole('status').filter({ hasText: text });

/** An error box or toast (role alert) with this text. */
export const alertWith = (page: Page, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: text });

/** Fills a field by its visible label; `exact` keeps 'Password' apart from 'Confirm Password'. */
export const fill = (scope: Page | Locator, label: string, value: string): Promise<void> =>
  scope.getByLabel(label, { exact: true }).fill(value);

/** Signs in through the /login form (already open) without waiting for the outcome. */
export async function submitLogin(page: Page, identifier: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await fill(main, 'Email or Username', identifier);
  await fill(main, 'Password', password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in through /login and waits for the spec's success text and the redirect home. */
export async function logInThroughForm(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto(pageUrl('/login'));
  await pageTitle(page, 'Login').waitFor();
  await submitLogin(page, identifier, password);
  await statusWith(page, 'Login successful! Redirecting...').waitFor();
  await page.waitForURL(pageUrl('/'));
}

/** Opens the header's user menu and returns its panel. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('banner').getByRole('navigation', { name: 'Account' });
}

/** The header's Login link, shown to a signed-out visitor. */
export const headerLoginLink = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
