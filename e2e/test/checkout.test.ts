import type { Locator, Page } from 'playwright-core';
import type { CheckoutAnswer, Order, Product } from '@glow/contracts';
import {
  callApi,
  categoryNamed,
  createProduct,
  deleteProduct,
  expireOrder,
  lagosAddress,
  listedProducts,
  newAccount,
  pageUrl,
  registerAccount,
  seededAdmin,
  seriousA11yViolations,
  signToken,
  signInAs,
  useBrowser,
  waitUntil,
  type Account,
  type Viewport,
} from '../support';

const browser = useBrowser();

const paid = 'Payment successful! Your order is being processed.';
const sandboxFrame = 'iframe[title="Test mode payment — no real money"]';
const address = lagosAddress;

async function shopperWithCart(
  page: Page,
  productIndex: number,
  account: Account = newAccount('buyer'),
): Promise<{ token: string; product: Product; email: string }> {
  const product = (await listedProducts('page=1'))[productIndex]!;
  const buyer = await registerAccount(account);
  const { token } = buyer;
  const added = await callApi('/api/cart/add', {
    method: 'POST',
    token,
    body: { productId: product._id, quantity: 1 },
  });
  expect(added.status).toBe(200);
  await signInAs(page, buyer);
  return { token, product, email: buyer.user.email };
}

/** A first-time shopper whose email, like most, has no hyphen a line could break at. */
function shopperWithPlainEmail(): Account {
  const account = newAccount('firstshopper');
  return { ...account, email: account.email.replace('-', '') };
}

async function openCheckout(page: Page, product: Product): Promise<void> {
  await page.goto(pageUrl('/cart-checkout'));
  await page.getByRole('list', { name: 'Cart items' }).getByRole('link', { name: product.name }).waitFor();
  await page.getByRole('button', { name: 'Accept' }).click();
}

async function fillShipping(page: Page, country = 'Nigeria'): Promise<void> {
  await page.getByLabel('Full Name', { exact: true }).fill(address.fullName);
  await page.getByLabel('Address', { exact: true }).fill(address.address);
  await page.getByLabel('City', { exact: true }).fill(address.city);
  await page.getByLabel('Postal Code', { exact: true }).fill(address.postalCode);
  await page.getByLabel('Country', { exact: true }).fill(country);
  await page.getByLabel('Phone Number', { exact: true }).fill(address.phoneNumber);
}

const sandboxButton = (page: Page, name: 'Pay' | 'Fail' | 'Close') =>
  page.frameLocator(sandboxFrame).getByRole('button', { name, exact: true });

/** What of the sandbox window's details runs out of it: sideways, or below its bottom edge. */
async function sandboxDetailsCut(page: Page): Promise<{ overflow: number; cut: string[]; shown: string[] }> {
  await sandboxButton(page, 'Pay').waitFor();
  const frame = (await (await page.locator(sandboxFrame).elementHandle())!.contentFrame())!;
  const window = (await page.locator(sandboxFrame).boundingBox())!;
  expect(window.x + window.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  return frame.evaluate(() => {
    const details = [...document.querySelectorAll('dd')];
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      cut: details
        .filter((dd) => {
          const box = dd.getBoundingClientRect();
          return box.right > innerWidth || box.bottom > innerHeight || dd.scrollWidth > dd.clientWidth;
        })
        .map((dd) => dd.textContent ?? ''),
      shown: details.map((dd) => dd.textContent ?? ''),
    };
  });
}

/** Lines a text takes on screen (a pseudo-element's label is checked by its white-space instead). */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/**
 * The order page and My Orders keep every label on one line, and an email too long to sit beside its
 * label takes its own line rather than breaking.
 */
async function orderLabelsStayWhole(page: Page, email: string, viewport: Viewport): Promise<void> {
  await page.screenshot({ path: `e2e/artifacts/order-${viewport}.png`, fullPage: true });
  const labels = await Promise.all(
    (await page.locator('dl dt').all()).map(async (label) => [await label.innerText(), await linesOf(label)]),
  );
  expect(labels.length).toBeGreaterThan(8);
  expect(labels.filter(([, lines]) => lines !== 1)).toEqual([]);
  const emailValue = page.getByRole('region', { name: 'Order Status' }).getByText(email, { exact: true });
  expect(await linesOf(emailValue)).toBe(1);

  await page.goto(pageUrl('/orders'));
  const cell = page.locator('td[data-label="Order ID"]').first();
  await cell.waitFor();
  // On a phone each row is a card of 'label: value' lines, the label drawn by ::before.
  if (viewport === 'mobile')
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').whiteSpace)).toBe('nowrap');
  expect(await linesOf(cell.locator('span'))).toBe(1);
  await page.screenshot({ path: `e2e/artifacts/orders-${viewport}.png` });
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe.each<[Viewport, 'Flutterwave' | 'Paystack']>([
  ['desktop', 'Flutterwave'],
  ['mobile', 'Paystack'],
])('checkout (%s, %s)', (viewport, provider) => {
  it(
    `when a Nigerian shopper pays with ${provider} in the sandbox, then the order page shows the success text and the cart badge is back to 0`,
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      const { product, email } = await shopperWithCart(
        page,
        viewport === 'desktop' ? 1 : 2,
        shopperWithPlainEmail(),
      );
      await openCheckout(page, product);
      await page.getByText('Shipping fees shown are for delivery within Nigeria only').waitFor();
      await page.getByText('Test mode', { exact: true }).waitFor();
      await page.getByText('3-5 business days', { exact: true }).waitFor();
      await fillShipping(page, 'nigeria');
      await page.getByRole('radio', { name: provider }).check();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Pay Now' }).click();
      const sandbox = await sandboxDetailsCut(page);
      expect(sandbox).toMatchObject({ overflow: 0, cut: [] });
      expect(sandbox.shown).toContain(email);
      await page.screenshot({ path: `e2e/artifacts/sandbox-${viewport}.png` });
      await sandboxButton(page, 'Pay').click();

      await page.waitForURL(/\/orders\/[^/]+$/);
      await page.getByText(paid, { exact: true }).waitFor();
      await page
        .getByRole('region', { name: 'Payment Information' })
        .getByText('successful', { exact: true })
        .waitFor();
      await page.getByRole('cell', { name: product.name }).waitFor();
      await page.getByText(provider, { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Cart', exact: true }).first().waitFor();
      expect(await page.getByRole('link', { name: /^Cart \(\d+\)$/ }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await orderLabelsStayWhole(page, email, viewport);
    }),
  );
});

const declined = 'Your card was declined. Please try again or use another card.';

/**
 * What a badged link says to a screen reader, "Cart (1)" (its digit is hidden from readers). The phone
 * has a cart link in its bottom bar but no orders link with a count: the orders badge is checked on desktop.
 */
async function badgedLink(page: Page, href: string, label: string): Promise<void> {
  const text = () =>
    page
      .locator(`a[href="${href}"]`)
      .first()
      .evaluate((link) => (link.textContent ?? '').replace(/^\d+/, ''));
  await waitUntil(text, (said) => said === label, { what: `a link saying ${label}` });
}

async function ordersOf(token: string): Promise<Order[]> {
  return (await (await callApi('/api/orders', { token })).json()) as Order[];
}

describe.each<[Viewport, 'Flutterwave' | 'Paystack']>([
  ['desktop', 'Flutterwave'],
  ['mobile', 'Paystack'],
])('orders never paid (%s, %s)', (viewport, provider) => {
  it(
    'when the card is declined in the provider window, then the declined text shows, the cart keeps its item, and Pay Now again pays the same order',
    browser.test(
      async ({ open }) => {
        const { page } = await open({ viewport });
        const { token, product } = await shopperWithCart(page, viewport === 'desktop' ? 6 : 7);
        await openCheckout(page, product);
        await fillShipping(page);
        await page.getByRole('radio', { name: provider }).check();

        await page.getByRole('button', { name: 'Pay Now' }).click();
        await sandboxButton(page, 'Fail').click();

        await page.getByRole('alert').filter({ hasText: declined }).waitFor();
        await badgedLink(page, '/cart-checkout', 'Cart (1)');
        expect(await page.getByText('Payment was not completed.').count()).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        const [tried] = await ordersOf(token);
        expect(tried!.paymentInfo.status).toBe('failed');

        await page.getByRole('button', { name: 'Pay Now' }).click();
        await sandboxButton(page, 'Pay').click();

        await page.waitForURL(pageUrl(`/orders/${tried!._id}`));
        await page.getByText(paid, { exact: true }).waitFor();
        expect((await ordersOf(token)).map((order) => [order._id, order.isPaid])).toEqual([
          [tried!._id, true],
        ]);
        if (viewport === 'desktop') await badgedLink(page, '/orders', 'Orders (1)');
      },
      { allowErrors: [/status of 402/] },
    ),
  );

  it(
    'when the shopper closes the payment window, then My Orders shows the order Awaiting payment, and Complete payment pays it',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      const { token, product } = await shopperWithCart(page, viewport === 'desktop' ? 8 : 9);
      await openCheckout(page, product);
      await fillShipping(page);
      await page.getByRole('radio', { name: provider }).check();
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await sandboxButton(page, 'Close').click();
      await page.getByRole('alert').filter({ hasText: 'Payment was not completed.' }).waitFor();
      const [unpaid] = await ordersOf(token);

      await page.goto(pageUrl('/orders'));
      const row = page.getByRole('row').filter({ hasText: unpaid!._id });
      await row.getByText('Awaiting payment', { exact: true }).waitFor();
      if (viewport === 'desktop') await badgedLink(page, '/orders', 'Orders');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await row.getByRole('button', { name: `Complete payment for order ${unpaid!._id}` }).click();
      await sandboxButton(page, 'Pay').click();

      await page.waitForURL(pageUrl(`/orders/${unpaid!._id}`));
      await page.getByText(paid, { exact: true }).waitFor();
      await page
        .getByRole('region', { name: 'Payment Information' })
        .getByText('successful', { exact: true })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Complete payment' }).count()).toBe(0);
      if (viewport === 'desktop') await badgedLink(page, '/orders', 'Orders (1)');
      expect(await page.getByRole('link', { name: /^Cart \(\d+\)$/ }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );

  it(
    'when an order awaits payment, then its page offers Complete payment, and an expired order leaves My Orders',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      const { token } = await shopperWithCart(page, viewport === 'desktop' ? 10 : 11);
      const placed = await callApi('/api/orders/checkout', {
        method: 'POST',
        token,
        body: { shippingDetails: lagosAddress, paymentMethod: provider.toLowerCase() },
      });
      const { order } = (await placed.json()) as CheckoutAnswer;

      await page.goto(pageUrl(`/orders/${order._id}`));
      const awaiting = page.getByRole('region', { name: 'Awaiting payment' });
      await awaiting.getByRole('button', { name: 'Complete payment' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await expireOrder(order._id);
      await page.goto(pageUrl('/orders'));
      await page.getByText('You have no orders yet.', { exact: true }).waitFor();
      expect(await ordersOf(token)).toEqual([]);
    }),
  );
});

describe('checkout without payment', () => {
  it(
    'when the shopper closes the payment window, then Payment was not completed. shows and the cart keeps its item',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const { product } = await shopperWithCart(page, 3);
      await openCheckout(page, product);
      await fillShipping(page);

      await page.getByRole('button', { name: 'Pay Now' }).click();
      await sandboxButton(page, 'Close').click();

      await page.getByRole('alert').filter({ hasText: 'Payment was not completed.' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/cart-checkout');
      await page.getByRole('link', { name: 'Cart (1)', exact: true }).first().waitFor();
    }),
  );

  it(
    'when the country is not Nigeria, then the shopper is told and sent to the WhatsApp chat with an international-shipping message',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const { product } = await shopperWithCart(page, 4);
      await page.route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title><p>Chat</p>' }),
      );
      await openCheckout(page, product);
      await fillShipping(page, 'Ghana');

      await page.getByRole('button', { name: 'Pay Now' }).click();

      await page.getByText(/You will be redirected to customer support/).waitFor();
      await page.waitForURL(/^https:\/\/wa\.me\//);
      expect(new URL(page.url()).searchParams.get('text')).toMatch(/Ghana.*international shipping/);
    }),
  );
});

describe('order page', () => {
  it(
    "when an admin changes an order's status, then the shopper's open order page shows it live",
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport: 'mobile' });
      const { token, product } = await shopperWithCart(page, 5);
      const placed = await callApi('/api/orders/checkout', {
        method: 'POST',
        token,
        body: { shippingDetails: lagosAddress, paymentMethod: 'flutterwave' },
      });
      expect(placed.status).toBe(201);
      const { order } = (await placed.json()) as CheckoutAnswer;
      await page.goto(pageUrl(`/orders/${order._id}`));
      await page.getByRole('heading', { level: 1, name: 'Order Details' }).waitFor();
      await page.getByRole('cell', { name: product.name }).waitFor();
      await page.getByText('Pending', { exact: true }).waitFor();

      const adminToken = signToken((await seededAdmin()).claims);
      const changed = await callApi(`/api/orders/${order._id}/status`, {
        method: 'PUT',
        token: adminToken,
        body: { status: 'Cancelled' },
      });
      expect(((await changed.json()) as Order).status).toBe('Cancelled');

      await page.getByText('Cancelled', { exact: true }).waitFor();
      await page.getByRole('link', { name: /Back to Orders/ }).click();
      await page.getByRole('link', { name: /View Details/ }).waitFor();
    }),
  );
});

/** The picture `img` shows once it has loaded: its address and its natural width. */
async function loadedPicture(img: Locator): Promise<{ src: string | null; width: number }> {
  await img.scrollIntoViewIfNeeded();
  const width = await waitUntil(
    () => img.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : -1)),
    (natural) => natural >= 0,
    { what: 'the picture to load' },
  );
  return { src: await img.getAttribute('src'), width };
}

describe('fallback pictures', () => {
  it(
    'when a product has no picture, then its cart line shows /placeholder-image.png and its order line /uploads/default.jpg',
    browser.test(async ({ open }) => {
      const adminToken = signToken((await seededAdmin()).claims);
      const category = await categoryNamed('Skincare');
      const bare = await createProduct(adminToken, {
        name: `Pictureless Balm ${Date.now()}`,
        description: 'A balm sold without a picture.',
        price: '3500',
        categoryId: category._id,
      });
      try {
        const { page } = await open();
        const shopper = await registerAccount(newAccount('bare'));
        const { token } = shopper;
        // Cart and order learn of a new product from the catalog's events.
        const call = (path: string, body: object) => () =>
          callApi(path, { method: 'POST', token, body }).then((answer) => answer.status);
        await waitUntil(
          call('/api/cart/add', { productId: bare._id, quantity: 1 }),
          (status) => status === 200,
          {
            what: 'the cart to know the new product',
          },
        );
        await signInAs(page, shopper);
        await openCheckout(page, bare);
        const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
        expect(await loadedPicture(line.locator('img'))).toEqual({
          src: '/placeholder-image.png',
          width: 160,
        });
        expect(await seriousA11yViolations(page)).toEqual([]);

        const placed = await callApi('/api/orders/checkout', {
          method: 'POST',
          token,
          body: { shippingDetails: lagosAddress, paymentMethod: 'flutterwave' },
        });
        expect(placed.status).toBe(201);
        const { order } = (await placed.json()) as CheckoutAnswer;
        await page.goto(pageUrl(`/orders/${order._id}`));
        const item = page.getByRole('cell', { name: bare.name });
        expect(await loadedPicture(item.locator('img'))).toEqual({ src: '/uploads/default.jpg', width: 160 });
      } finally {
        await deleteProduct(adminToken, bare._id);
      }
    }),
  );
});

describe.each<Viewport>(['desktop', 'mobile'])('checkout short of stock (%s)', (viewport) => {
  const soldOut = viewport === 'mobile';
  it(
    soldOut
      ? 'when the last unit sells while a shopper checks out, then Pay Now shows Sorry, X is sold out. on the line, which the shopper removes'
      : 'when units sell while a shopper checks out, then Pay Now shows Only N of X left. on the line, and Reduce to N lets the payment go ahead',
    browser.test(
      async ({ open }) => {
        const adminToken = signToken((await seededAdmin()).claims);
        const category = await categoryNamed('Skincare');
        const scarce = await createProduct(adminToken, {
          name: `Argan Oil Serum ${Date.now()}`,
          description: 'Only a few bottles.',
          price: '6000',
          categoryId: category._id,
          stock: soldOut ? '1' : '3',
        });
        try {
          const { page } = await open({ viewport });
          const shopper = await registerAccount(newAccount('short'));
          const { token } = shopper;
          await waitUntil(
            () =>
              callApi('/api/cart/add', {
                method: 'POST',
                token,
                body: { productId: scarce._id, quantity: soldOut ? 1 : 3 },
              }).then((answer) => answer.status),
            (status) => status === 200,
            { what: 'the cart to know the new product' },
          );
          await signInAs(page, shopper);
          await openCheckout(page, scarce);
          const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
          expect(await line.getByText(/left|Out of stock/).count()).toBe(0);

          // Another shopper's checkout holds one unit first.
          const rival = await registerAccount(newAccount('rival'));
          await callApi('/api/cart/add', {
            method: 'POST',
            token: rival.token,
            body: { productId: scarce._id },
          });
          const held = await callApi('/api/orders/checkout', {
            method: 'POST',
            token: rival.token,
            body: { shippingDetails: lagosAddress, paymentMethod: 'flutterwave' },
          });
          expect(held.status).toBe(201);

          await fillShipping(page);
          await page.getByRole('button', { name: 'Pay Now' }).click();
          const sentence = soldOut ? `Sorry, ${scarce.name} is sold out.` : `Only 2 of ${scarce.name} left.`;
          await page.getByRole('alert').filter({ hasText: sentence }).waitFor();
          await line.getByText(sentence, { exact: true }).waitFor();
          expect(
            await line.getByRole('button', { name: `Increase quantity of ${scarce.name}` }).isDisabled(),
          ).toBe(true);
          expect(await seriousA11yViolations(page)).toEqual([]);

          if (soldOut) {
            await line.getByRole('button', { name: `Remove ${scarce.name}` }).click();
            await page.getByText('Your cart is empty.', { exact: true }).waitFor();
            return;
          }
          await line.getByRole('button', { name: /^Reduce to 2/ }).click();
          await line
            .getByRole('status', { name: `Quantity of ${scarce.name}` })
            .filter({ hasText: '2' })
            .waitFor();
          expect(await line.getByText(sentence, { exact: true }).count()).toBe(0);
          await page.getByRole('button', { name: 'Pay Now' }).click();
          await sandboxButton(page, 'Close').click();
          await page.getByRole('alert').filter({ hasText: 'Payment was not completed.' }).waitFor();
        } finally {
          await deleteProduct(adminToken, scarce._id);
        }
      },
      { allowErrors: [/status of 409 .*\/api\/orders\/checkout/] },
    ),
  );
});
