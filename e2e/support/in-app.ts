import type { Page } from 'playwright-core';
import { pageUrl } from './stack-info';

/**
 * Opens `pathname` as a shopper reaches it from another page of the shop: the app draws it in the
 * browser and asks the API itself. A document load of a landing page (`/`, `/products`, a product)
 * comes drawn by the server with its data (gateway/README.md, "First screen"), so a test of the
 * app's own loading, empty or error states, or of answers it intercepts, arrives this way.
 */
export async function openInApp(page: Page, pathname: string): Promise<void> {
  await page.goto(pageUrl('/about'));
  await page.locator('#glow-app-mf_storefront > *').first().waitFor();
  await page.evaluate((path) => window.history.pushState(null, '', path), pathname);
}
