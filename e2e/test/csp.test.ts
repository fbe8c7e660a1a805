import type { Product, User } from '@glow/contracts';
import type { Page } from 'playwright-core';
import {
  callApi,
  cspConsoleMessage,
  cspViolationsIn,
  lagosAddress,
  listedProducts,
  loginAs,
  newAccount,
  pageNotFoundAnswer,
  pageUrl,
  placeOrder,
  recordCspViolations,
  registerAccount,
  stackUnderTest,
  signIn,
  signInAs,
  useBrowser,
  type CspViolation,
  type PlacedOrder,
  type Viewport,
} from '../support';

const browser = useBrowser();

const visitorScreens = [
  '/',
  '/about',
  '/privacy',
  '/terms',
  '/contact',
  '/shop',
  '/products',
  '/products/{product}',
  '/login',
  '/register',
  '/forgot-password',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/nope',
];
const shopperScreens = ['/profile', '/inbox', '/favourites', '/cart-checkout', '/orders', '/orders/{order}'];
const adminScreens = [
  '/admin',
  '/admin/users',
  '/admin/users/{user}',
  '/admin/products',
  '/admin/products/create',
  '/admin/products/edit/{product}',
  '/admin/categories',
  '/admin/orders',
  '/admin/orders/{order}',
  '/admin/hero-section',
  '/admin/newsletter',
  '/admin/promotion-banners',
  '/admin/send-message',
  '/admin/shipping-prices',
  '/admin/activity',
];

interface Fixtures {
  placed: PlacedOrder;
  product: Product;
  buyer: User;
}

let fixtures: Fixtures | undefined;

/** One order of one shopper, shared by the screens that show a record (an order, a user, a product). */
async function shared(): Promise<Fixtures> {
  if (fixtures) return fixtures;
  const placed = await placeOrder(0, 'csp');
  const [product] = await listedProducts('page=1');
  const buyer = (await (await callApi('/api/users/profile', { token: placed.token })).json()) as User;
  fixtures = { placed, product: product!, buyer };
  return fixtures;
}

function filledIn(route: string, { placed, product, buyer }: Fixtures): string {
  return route
    .replace('{product}', product._id)
    .replace('{order}', placed.order._id)
    .replace('{user}', buyer._id);
}

/** The page's violations plus Chromium's console lines about the policy, both per screen. */
function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.context().on('console', (message) => {
    if (cspConsoleMessage.test(message.text())) lines.push(message.text());
  });
  return lines;
}

async function violationsOnScreen(page: Page, route: string, consoleLines: string[]) {
  consoleLines.length = 0;
  const response = await page.goto(pageUrl(route));
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'[^;]*;/);
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  const violations: Array<CspViolation | string> = [...(await cspViolationsIn(page)), ...consoleLines];
  return violations;
}

async function screensWithViolations(
  page: Page,
  routes: readonly string[],
): Promise<Record<string, Array<CspViolation | string>>> {
  const consoleLines = watchConsole(page);
  const found: Record<string, Array<CspViolation | string>> = {};
  const filled = await shared();
  for (const route of routes) {
    const violations = await violationsOnScreen(page, filledIn(route, filled), consoleLines);
    if (violations.length > 0) found[route] = violations;
  }
  return found;
}

async function openRecorded(
  open: Parameters<Parameters<typeof browser.test>[0]>[0]['open'],
  viewport: Viewport,
) {
  const testPage = await open({ viewport });
  await recordCspViolations(testPage.context);
  // A returning visitor: the consent banner stays out of the way.
  await testPage.context.addCookies([{ name: 'consent', value: 'accepted', url: stackUnderTest().url }]);
  return testPage;
}

/** A new shopper with one listed product in the cart, signed in on the page. */
async function shopperWithCart(page: Page, productIndex: number): Promise<Product> {
  const product = (await listedProducts('page=1'))[productIndex]!;
  const buyer = await registerAccount(newAccount('csp-buyer'));
  const body = { productId: product._id, quantity: 1 };
  expect((await callApi('/api/cart/add', { method: 'POST', token: buyer.token, body })).status).toBe(200);
  await signInAs(page, buyer);
  return product;
}

async function fillShipping(page: Page): Promise<void> {
  await page.getByLabel('Full Name', { exact: true }).fill(lagosAddress.fullName);
  await page.getByLabel('Address', { exact: true }).fill(lagosAddress.address);
  await page.getByLabel('City', { exact: true }).fill(lagosAddress.city);
  await page.getByLabel('Postal Code', { exact: true }).fill(lagosAddress.postalCode);
  await page.getByLabel('Country', { exact: true }).fill(lagosAddress.country);
  await page.getByLabel('Phone Number', { exact: true }).fill(lagosAddress.phoneNumber);
}

const sandboxFrame = 'iframe[title="Test mode payment — no real money"]';

describe.each<[Viewport, 'Flutterwave' | 'Paystack']>([
  ['desktop', 'Flutterwave'],
  ['mobile', 'Paystack'],
])('Content-Security-Policy of a payment (%s, %s)', (viewport, provider) => {
  it(
    `when a shopper pays with ${provider} in the sandbox window, then no CSP violation is raised`,
    browser.test(async ({ open }) => {
      const { page } = await openRecorded(open, viewport);
      const consoleLines = watchConsole(page);
      const product = await shopperWithCart(page, viewport === 'desktop' ? 3 : 4);
      await page.goto(pageUrl('/cart-checkout'));
      await page
        .getByRole('list', { name: 'Cart items' })
        .getByRole('link', { name: product.name })
        .waitFor();
      await fillShipping(page);
      await page.getByRole('radio', { name: provider }).check();
      await page.getByRole('button', { name: 'Pay Now' }).click();
      const payButton = page.frameLocator(sandboxFrame).getByRole('button', { name: 'Pay', exact: true });
      await payButton.waitFor();
      const inWindow = await cspViolationsIn(page);
      await payButton.click();
      await page.waitForURL(/\/orders\/[^/]+$/);
      await page.getByText('Payment successful! Your order is being processed.', { exact: true }).waitFor();

      expect({ inWindow, afterPaying: await cspViolationsIn(page), consoleLines }).toEqual({
        inWindow: [],
        afterPaying: [],
        consoleLines: [],
      });
    }),
  );
});

describe.each<Viewport>(['desktop', 'mobile'])('Content-Security-Policy (%s)', (viewport) => {
  it(
    'when a visitor opens every public screen, then no CSP violation is raised',
    browser.test(
      async ({ open }) => {
        const { page } = await openRecorded(open, viewport);

        expect(await screensWithViolations(page, visitorScreens)).toEqual({});
      },
      { allowErrors: [pageNotFoundAnswer('/nope')] },
    ),
  );

  it(
    'when a shopper opens their screens, then no CSP violation is raised',
    browser.test(async ({ open }) => {
      const { page } = await openRecorded(open, viewport);
      const { account } = (await shared()).placed;
      await signIn(page, { identifier: account.email, password: account.password });

      expect(await screensWithViolations(page, shopperScreens)).toEqual({});
    }),
  );

  it(
    'when an admin opens every admin screen, then no CSP violation is raised',
    browser.test(async ({ open }) => {
      const { page } = await openRecorded(open, viewport);
      await loginAs(page);

      expect(await screensWithViolations(page, adminScreens)).toEqual({});
    }),
  );
});
