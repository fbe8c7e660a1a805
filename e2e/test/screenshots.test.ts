import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '@glow/contracts';
import type { Page } from 'playwright-core';
import {
  artifactsDir,
  callApi,
  loginAs,
  newAccount,
  pageUrl,
  registerAccount,
  repoRoot,
  seededAdmin,
  signToken,
  stackUnderTest,
  signInAs,
  useBrowser,
  type Viewport,
} from '../support';

const browser = useBrowser();

/** `GLOW_UPDATE_SCREENSHOTS=1` (npm run screenshots -w @glow/e2e) refreshes the committed ones. */
const targetDir = process.env.GLOW_UPDATE_SCREENSHOTS
  ? path.join(repoRoot, 'docs', 'screenshots')
  : path.join(artifactsDir, 'screenshots');

/** The product page shown: the biggest discount, which has the Get badge and struck-through price. */
async function resolve(route: string): Promise<string> {
  if (route !== '/products/{discounted}') return route;
  const [product] = (await (await callApi('/api/products/discounts?limit=1')).json()) as Product[];
  return `/products/${product!._id}`;
}

type Viewer = 'visitor' | 'shopper' | 'buyer' | 'admin';

/** A shopper with two messages in the inbox (one personal, one to all), or the seeded admin. */
async function signIn(page: Page, viewer: Viewer): Promise<void> {
  if (viewer === 'visitor') return;
  if (viewer === 'admin') {
    await loginAs(page);
    return;
  }
  const shopper = await registerAccount(newAccount('adaeze'));
  if (viewer === 'buyer') {
    // Two products in the cart (one twice) and one favourite: what a returning shopper sees.
    const products = (await (await callApi('/api/products/discounts?limit=2')).json()) as Product[];
    for (const [index, product] of products.entries()) {
      const body = { productId: product._id, quantity: index + 1 };
      expect((await callApi('/api/cart/add', { method: 'POST', token: shopper.token, body })).status).toBe(
        200,
      );
    }
    const favourite = { productId: products[0]!._id };
    const added = await callApi('/api/favourites/add', {
      method: 'POST',
      token: shopper.token,
      body: favourite,
    });
    expect(added.status).toBe(200);
    await signInAs(page, shopper);
    return;
  }
  const adminToken = signToken((await seededAdmin()).claims);
  for (const [userId, message] of [
    ['all', 'New arrivals: shea butter body creams are in stock.'],
    [shopper.user._id, 'Your order has been shipped and should reach Lagos in 3-5 business days.'],
  ]) {
    const sent = await callApi('/api/inbox/admin/send', {
      method: 'POST',
      token: adminToken,
      body: { userId, message },
    });
    expect(sent.status).toBe(201);
  }
  await signInAs(page, shopper);
}

function pngSize(file: string): { width: number; height: number } {
  const header = readFileSync(file);
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}

describe('screenshots', () => {
  const desktop = { width: 1280, height: 800 };
  const mobile = { width: 390, height: 844 };
  const cases: Array<[Viewport, string, string, { width: number; height: number }, Viewer?]> = [
    ['desktop', '/', 'home-desktop.png', desktop],
    ['mobile', '/', 'home-mobile.png', mobile],
    ['desktop', '/products', 'shop-desktop.png', desktop],
    ['mobile', '/products', 'shop-mobile.png', mobile],
    ['desktop', '/products/{discounted}', 'product-desktop.png', desktop],
    ['mobile', '/products/{discounted}', 'product-mobile.png', mobile],
    ['desktop', '/inbox', 'inbox-desktop.png', desktop, 'shopper'],
    ['mobile', '/inbox', 'inbox-mobile.png', mobile, 'shopper'],
    ['desktop', '/cart-checkout', 'cart-desktop.png', desktop, 'buyer'],
    ['mobile', '/cart-checkout', 'cart-mobile.png', mobile, 'buyer'],
    ['desktop', '/favourites', 'favourites-desktop.png', desktop, 'buyer'],
    ['mobile', '/favourites', 'favourites-mobile.png', mobile, 'buyer'],
    ['desktop', '/contact', 'contact-desktop.png', desktop],
    ['mobile', '/contact', 'contact-mobile.png', mobile],
    ['desktop', '/admin/send-message', 'admin-send-message-desktop.png', desktop, 'admin'],
    ['mobile', '/admin/send-message', 'admin-send-message-mobile.png', mobile, 'admin'],
    ['desktop', '/admin/newsletter', 'admin-newsletter-desktop.png', desktop, 'admin'],
    ['mobile', '/admin/newsletter', 'admin-newsletter-mobile.png', mobile, 'admin'],
    ['desktop', '/admin', 'admin-dashboard-desktop.png', desktop, 'admin'],
    ['mobile', '/admin', 'admin-dashboard-mobile.png', mobile, 'admin'],
    ['desktop', '/admin/products', 'admin-products-desktop.png', desktop, 'admin'],
    ['mobile', '/admin/products', 'admin-products-mobile.png', mobile, 'admin'],
    ['desktop', '/admin/orders', 'admin-orders-desktop.png', desktop, 'admin'],
    ['mobile', '/admin/orders', 'admin-orders-mobile.png', mobile, 'admin'],
    ['desktop', '/admin/promotion-banners', 'admin-banners-desktop.png', desktop, 'admin'],
    ['mobile', '/admin/promotion-banners', 'admin-banners-mobile.png', mobile, 'admin'],
    ['desktop', '/orders', 'orders-desktop.png', desktop, 'buyer'],
  ];
  for (const [viewport, route, name, size, viewer = 'visitor'] of cases) {
    it(
      `when ${route} has loaded on ${viewport}, then a ${size.width}×${size.height} screenshot is written`,
      browser.test(async ({ open }) => {
        const { page, context } = await open({ viewport });
        // A returning visitor: the consent banner would cover the page it is meant to show.
        await context.addCookies([{ name: 'consent', value: 'accepted', url: stackUnderTest().url }]);
        await signIn(page, viewer);
        await page.goto(pageUrl(await resolve(route)));
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        mkdirSync(targetDir, { recursive: true });
        const file = path.join(targetDir, name);
        await page.screenshot({ path: file, animations: 'disabled' });
        expect(pngSize(file)).toEqual(size);
      }),
    );
  }
});
