import type { Page } from 'playwright-core';
import { loginAs, pageNotFoundAnswer, pageUrl, useBrowser } from '../support';

const browser = useBrowser();

type Visit = [path: string, landsOn: string, heading: string];

/** The browser logs the API's 404 for the unknown product the route table visits; the page says 'Product not found'. */
const unknownProductAnswer = /status of 404 .*\/api\/products\/0f6c8a2e/;
/** `/orders/42` names no order: its page asks, and the 404 answer is what it shows 'No order found.' from. */
const unknownOrderAnswer = /status of 404 .*\/api\/orders\/42/;
/** The unknown path and product answer their document with 404 (gateway/README.md, "Page status"). */
const unknownDocuments = ['/nope', '/products/0f6c8a2e-3d1b-4f5e-9a7c-2b8d4e6f1a3c'].map(pageNotFoundAnswer);

/** Every route of the spec's route table and an unknown one, as an anonymous visitor sees them. */
const anonymousVisits: Visit[] = [
  ['/', '/', 'Home'],
  ['/products', '/products', 'Shop'],
  ['/products?category=Skincare', '/products', 'Shop'],
  [
    '/products/0f6c8a2e-3d1b-4f5e-9a7c-2b8d4e6f1a3c',
    '/products/0f6c8a2e-3d1b-4f5e-9a7c-2b8d4e6f1a3c',
    'Product not found',
  ],
  ['/shop', '/shop', 'Shop'],
  ['/about', '/about', 'About Us'],
  ['/contact', '/contact', 'Contact Us'],
  ['/privacy', '/privacy', 'Privacy Policy'],
  ['/terms', '/terms', 'Terms and Conditions'],
  ['/login', '/login', 'Login'],
  ['/register', '/register', 'Create Account'],
  ['/forgot-password', '/forgot-password', 'Reset Your Password'],
  ['/profile', '/login', 'Login'],
  ['/favourites', '/login', 'Login'],
  ['/inbox', '/login', 'Login'],
  ['/cart-checkout', '/login', 'Login'],
  ['/orders', '/login', 'Login'],
  ['/orders/42', '/login', 'Login'],
  ['/admin', '/login', 'Login'],
  ['/admin/users', '/login', 'Login'],
  ['/nope', '/nope', '404 - Page Not Found'],
];

/** The routes a signed-in admin sees differently. */
const adminVisits: Visit[] = [
  ['/profile', '/profile', 'Profile'],
  ['/favourites', '/favourites', 'Favourites'],
  ['/inbox', '/inbox', 'Inbox'],
  ['/cart-checkout', '/cart-checkout', 'Cart and Checkout'],
  ['/orders', '/orders', 'My Orders'],
  ['/orders/42', '/orders/42', 'Order Details'],
  ['/admin', '/admin', 'Dashboard'],
  ['/admin/users', '/admin/users', 'Users'],
  ['/admin/products/create', '/admin/products/create', 'Add Product'],
  ['/admin/nope', '/admin/nope', '404 - Page Not Found'],
];

async function arrive(page: Page, [, landsOn, heading]: Visit): Promise<void> {
  await page.waitForURL((url) => url.pathname === landsOn);
  await page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

/** Loads each route as a fresh document (the errors are checked after the test). */
async function loadEach(page: Page, visits: Visit[]): Promise<void> {
  for (const visit of visits) {
    await page.goto(pageUrl(visit[0]));
    await arrive(page, visit);
  }
}

/** Moves through the routes inside one document, the way in-app links do. */
async function navigateEach(page: Page, visits: Visit[]): Promise<void> {
  await page.goto(pageUrl('/'));
  await arrive(page, ['/', '/', 'Home']);
  for (const visit of visits) {
    await page.evaluate((path) => window.history.pushState(null, '', path), visit[0]);
    await arrive(page, visit);
  }
}

describe('console', () => {
  it(
    'when an anonymous visitor loads every route on desktop, then no page logs an error',
    browser.test(
      async ({ open }) => {
        const { page } = await open({ viewport: 'desktop' });
        await loadEach(page, anonymousVisits);
      },
      { allowErrors: [unknownProductAnswer, ...unknownDocuments] },
    ),
  );

  it(
    'when an anonymous visitor moves through every route on mobile, then no page logs an error',
    browser.test(
      async ({ open }) => {
        const { page } = await open({ viewport: 'mobile' });
        await navigateEach(page, anonymousVisits);
      },
      { allowErrors: [unknownProductAnswer, ...unknownDocuments] },
    ),
  );

  it(
    'when a signed-in admin loads the guarded routes on desktop, then no page logs an error',
    browser.test(
      async ({ open }) => {
        const { page } = await open({ viewport: 'desktop' });
        await loginAs(page);
        await loadEach(page, adminVisits);
      },
      { allowErrors: [unknownOrderAnswer] },
    ),
  );

  it(
    'when a signed-in admin moves through the guarded routes on mobile, then no page logs an error',
    browser.test(
      async ({ open }) => {
        const { page } = await open({ viewport: 'mobile' });
        await loginAs(page);
        await navigateEach(page, adminVisits);
      },
      { allowErrors: [unknownOrderAnswer] },
    ),
  );
});
