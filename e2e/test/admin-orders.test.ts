import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Order } from '@glow/contracts';
import {
  artifactsDir,
  callApi,
  expireOrder,
  loginAs,
  pageUrl,
  payInSandbox,
  placeOrder,
  repoRoot,
  seededAdmin,
  seriousA11yViolations,
  signIn,
  signToken,
  stackUnderTest,
  useBrowser,
  waitUntil,
  type Viewport,
} from '../support';

const browser = useBrowser();

const adminA11yViolations = seriousA11yViolations;

const adminToken = async () => signToken((await seededAdmin()).claims);

async function paidOrder(productIndex: number): Promise<Order> {
  const placed = await placeOrder(productIndex);
  await payInSandbox(placed);
  const token = await adminToken();
  return waitUntil(
    async () => (await (await callApi(`/api/orders/${placed.order._id}`, { token })).json()) as Order,
    (order) => order.isPaid,
    { what: 'the order to be paid' },
  );
}

/** A Flutterwave charge of `amount` on a placed order: short of its total, it is money owed back. */
async function shortPaidOrder(productIndex: number, amount: string): Promise<Order> {
  const placed = await placeOrder(productIndex);
  const paid = await callApi('/sandbox/pay', {
    method: 'POST',
    body: {
      provider: 'flutterwave',
      outcome: 'pay',
      tx_ref: placed.answer.payment.tx_ref,
      amount,
      currency: placed.answer.payment.currency,
      email: placed.account.email,
    },
  });
  expect(paid.status).toBe(201);
  return readOrder(placed.order._id, (order) => order.refunds.length === 1, 'a refund case to open');
}

async function readOrder(id: string, done: (order: Order) => boolean, what: string): Promise<Order> {
  const token = await adminToken();
  return waitUntil(
    async () => (await (await callApi(`/api/orders/${id}`, { token })).json()) as Order,
    done,
    {
      what,
      timeoutMs: 20_000,
    },
  );
}

const charged = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Into e2e/artifacts/screenshots; with `GLOW_UPDATE_SCREENSHOTS=1` a `committed` one goes to
 * docs/screenshots instead (the dialog over the Refunds list on a desktop, the list after the refund
 * on a phone, where the dialog covers it).
 */
async function screenshot(page: Page, name: string, committed: boolean): Promise<void> {
  const dir =
    committed && process.env.GLOW_UPDATE_SCREENSHOTS
      ? path.join(repoRoot, 'docs', 'screenshots')
      : path.join(artifactsDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: path.join(dir, name), animations: 'disabled' });
}

/** Tab and Shift+Tab many times: focus never leaves the dialog. */
async function focusStaysIn(page: Page, dialogName: string): Promise<boolean> {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const inside = await page.evaluate(
      (name) => document.activeElement?.closest(`[role="dialog"]`)?.querySelector('h2')?.textContent === name,
      dialogName,
    );
    if (!inside) return false;
  }
  return true;
}

const viewLink = (page: Page, id: string) => page.getByRole('link', { name: `View order ${id}` });
const rowOf = (page: Page, id: string) => page.getByRole('row').filter({ has: viewLink(page, id) });

describe.each<[Viewport, number]>([
  ['desktop', 6],
  ['mobile', 7],
])('admin orders (%s)', (viewport, productIndex) => {
  it(
    "when the admin filters All Orders, then paid orders show by default, the payment filters and the status and id search are the server's, and a newly paid order appears live",
    browser.test(async ({ open }) => {
      const pending = await placeOrder(productIndex);
      const expired = await placeOrder(productIndex);
      await expireOrder(expired.order._id);
      const paid = await paidOrder(productIndex);
      const { page } = await open({ viewport });
      await loginAs(page);
      await page.goto(pageUrl('/admin/orders'));
      await page.getByRole('heading', { level: 1, name: 'All Orders' }).waitFor();
      await rowOf(page, paid._id).getByText('successful', { exact: true }).waitFor();
      const payment = page.getByRole('combobox', { name: 'Payment' });
      expect(await payment.locator('option:checked').innerText()).toBe('Paid');
      expect(await viewLink(page, pending.order._id).count()).toBe(0);
      expect(await viewLink(page, expired.order._id).count()).toBe(0);

      await payment.selectOption({ label: 'Expired' });
      await rowOf(page, expired.order._id).getByText('Expired', { exact: true }).waitFor();
      expect(await viewLink(page, pending.order._id).count()).toBe(0);
      await payment.selectOption({ label: 'Awaiting payment' });
      await rowOf(page, pending.order._id).getByText('pending', { exact: true }).waitFor();
      expect(await viewLink(page, paid._id).count()).toBe(0);

      await page.getByRole('searchbox', { name: 'Search by order ID' }).fill(pending.order._id.slice(0, 12));
      await page.waitForURL(/search=/);
      await waitUntil(
        () => page.getByRole('link', { name: /^View order/ }).count(),
        (count) => count === 1,
      );
      await viewLink(page, pending.order._id).waitFor();

      const status = page.getByRole('combobox', { name: 'Status' });
      await status.selectOption('Delivered');
      await page.getByText('No orders found.', { exact: true }).waitFor();
      await status.selectOption('Pending');
      await viewLink(page, pending.order._id).waitFor();
      expect(new URL(page.url()).search).toBe(
        `?search=${pending.order._id.slice(0, 12)}&status=Pending&payment=awaiting`,
      );

      await page.getByRole('searchbox', { name: 'Search by order ID' }).fill('');
      await status.selectOption('');
      await payment.selectOption({ label: 'Paid' });
      await page.waitForURL((url) => url.search === '');
      await viewLink(page, paid._id).waitFor();
      expect(await adminA11yViolations(page)).toEqual([]);

      const later = await placeOrder(productIndex);
      await payInSandbox(later);
      await viewLink(page, later.order._id).waitFor({ timeout: 15_000 });
      await rowOf(page, later.order._id).getByText('successful', { exact: true }).waitFor();
    }),
  );

  it(
    'when the admin opens an order, then its sections show, a saved status is toasted and a status set elsewhere shows live',
    browser.test(async ({ open }) => {
      const order = await paidOrder(productIndex);
      const { page } = await open({ viewport });
      await loginAs(page);
      await page.goto(pageUrl('/admin/orders'));
      await viewLink(page, order._id).click();

      await page.waitForURL(pageUrl(`/admin/orders/${order._id}`));
      for (const name of [
        'User Information',
        'Shipping Details',
        'Payment Information',
        'Order Items',
        'Update Order Status',
      ])
        await page.getByRole('heading', { level: 2, name }).waitFor();
      await page.getByText(order.user, { exact: true }).waitFor();
      await page
        .getByRole('region', { name: 'Payment Information' })
        .getByText('successful', { exact: true })
        .waitFor();
      await page.getByText(order.orderItems[0]!.product.name).waitFor();
      expect(await adminA11yViolations(page)).toEqual([]);

      await page.getByRole('combobox', { name: 'Status' }).selectOption('Shipped');
      await page.getByRole('button', { name: 'Update Status' }).click();
      await page.getByText('Order status updated successfully.', { exact: true }).waitFor();
      const saved = (await (
        await callApi(`/api/orders/${order._id}`, { token: await adminToken() })
      ).json()) as Order;
      expect(saved.status).toBe('Shipped');

      const changed = await callApi(`/api/orders/${order._id}/status`, {
        method: 'PUT',
        token: await adminToken(),
        body: { status: 'Delivered' },
      });
      expect(changed.status).toBe(200);
      await waitUntil(
        () => page.getByRole('combobox', { name: 'Status' }).inputValue(),
        (value) => value === 'Delivered',
      );

      await page.getByRole('button', { name: 'Back to Orders' }).click();
      await page.waitForURL(pageUrl('/admin/orders'));
      await page.getByRole('heading', { level: 1, name: 'All Orders' }).waitFor();
    }),
  );

  it(
    'when the order cannot be fetched, then the error shows and Retry loads it',
    browser.test(
      async ({ open }) => {
        const { order } = await placeOrder(productIndex);
        const { page } = await open({ viewport });
        await loginAs(page);
        // Fails until Retry is pressed: the page also refetches on its own (the live socket's
        // first connect catches up on every query), which must not load the order before then.
        // The page itself records the press (a capture listener runs before React's handler
        // starts the refetch), so no refetch racing the click can slip through.
        await page.addInitScript(() =>
          document.addEventListener(
            'click',
            (event) => {
              const button = (event.target as Element | null)?.closest('button');
              if (button?.textContent === 'Retry') (window as { retryPressed?: boolean }).retryPressed = true;
            },
            true,
          ),
        );
        const retryPressed = () =>
          page
            .evaluate(() => Boolean((window as { retryPressed?: boolean }).retryPressed))
            .catch(() => false);
        await page.route(pageUrl(`/api/orders/${order._id}`), async (route) =>
          (await retryPressed()) ? route.continue() : route.fulfill({ status: 500, json: {} }),
        );
        await page.goto(pageUrl(`/admin/orders/${order._id}`));

        await page.getByRole('alert').filter({ hasText: 'Failed to fetch order' }).waitFor();
        const retry = page.getByRole('button', { name: 'Retry' });
        await retry.waitFor();
        await retry.click();

        await page.getByRole('heading', { level: 2, name: 'Order Items' }).waitFor();
      },
      { allowErrors: [/status of 500/] },
    ),
  );

  it(
    'when the admin refunds a paid order with a reason, then its case reads Requested or Refunded, and after a reload its payment reads Refunded',
    browser.test(async ({ open }) => {
      const order = await paidOrder(productIndex);
      const { page } = await open({ viewport });
      await loginAs(page);
      await page.goto(pageUrl(`/admin/orders/${order._id}`));
      const payment = page.getByRole('region', { name: 'Payment Information' });
      await payment.getByText('successful', { exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Refunds' }).count()).toBe(0);

      await payment.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund Order' });
      await dialog
        .getByText(
          `${charged(order.paymentInfo.amount, order.paymentInfo.currency)} will be given back to the buyer through Flutterwave.`,
        )
        .waitFor();
      expect(await focusStaysIn(page, 'Refund Order')).toBe(true);
      expect(await adminA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await dialog.getByText('Please give a reason for the refund.', { exact: true }).waitFor();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Arrived with a broken seal');
      await dialog.getByRole('button', { name: 'Refund' }).click();

      await page.getByText(/^Refund (requested|completed)\.$/).waitFor();
      await dialog.waitFor({ state: 'detached' });
      const refunds = page.getByRole('region', { name: 'Refunds' });
      await refunds.getByText('Arrived with a broken seal', { exact: true }).waitFor();
      await refunds.getByText(/^(Requested|Refunded)$/).waitFor();
      expect(await payment.getByRole('button', { name: 'Refund' }).count()).toBe(0);
      // Flutterwave's sandbox refund completes at once; the page fetches the order until it says so.
      await refunds.getByText('Refunded', { exact: true }).waitFor({ timeout: 20_000 });

      await page.reload();
      await payment.getByText('Refunded', { exact: true }).waitFor();
      await refunds.getByText('Refunded', { exact: true }).waitFor();
      expect(await payment.getByRole('button', { name: 'Refund' }).count()).toBe(0);
      expect((await readOrder(order._id, () => true, 'the order')).paymentInfo.status).toBe('refunded');
      expect(await adminA11yViolations(page)).toEqual([]);
    }),
  );

  it(
    'when the admin refunds one item of a paid order, then the payment reads Partly refunded, the case names the item, and the buyer sees the refund on their order',
    browser.test(async ({ open }) => {
      const placed = await placeOrder(productIndex);
      await payInSandbox(placed);
      const order = await readOrder(placed.order._id, (paid) => paid.isPaid, 'the order to be paid');
      const item = order.orderItems[0]!;
      const unitPrice = item.product.discountPrice ?? item.product.price;
      const { page } = await open({ viewport });
      await loginAs(page);
      await page.goto(pageUrl(`/admin/orders/${order._id}`));
      const payment = page.getByRole('region', { name: 'Payment Information' });
      await payment.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund Order' });
      await dialog.getByRole('radio', { name: 'Some items' }).check();
      await dialog.getByRole('spinbutton', { name: item.product.name }).fill('1');
      await dialog
        .getByText(
          `${charged(unitPrice, order.paymentInfo.currency)} will be given back to the buyer through Flutterwave.`,
        )
        .waitFor();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('One shade was out of stock');
      expect(await adminA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Refund' }).click();

      const refunds = page.getByRole('region', { name: 'Refunds' });
      await refunds.getByText(`1 × ${item.product.name}`).waitFor();
      await refunds.getByText('Refunded', { exact: true }).waitFor({ timeout: 20_000 });
      await payment.getByText('Partly refunded', { exact: true }).waitFor({ timeout: 20_000 });
      expect(await adminA11yViolations(page)).toEqual([]);

      const shopper = await open({ viewport });
      await signIn(shopper.page, { identifier: placed.account.email, password: placed.account.password });
      await shopper.page.goto(pageUrl(`/orders/${order._id}`));
      const shown = shopper.page.getByRole('region', { name: 'Refunds' });
      await shown.getByText(charged(unitPrice, order.paymentInfo.currency), { exact: true }).waitFor();
      await shown.getByText(`1 × ${item.product.name}`).waitFor();
      await shopper.page.getByText('Partly refunded', { exact: true }).first().waitFor();
      expect(await adminA11yViolations(shopper.page)).toEqual([]);
    }),
  );

  it(
    'when the admin records a return of a delivered order and marks it received, then it reads Returned, its item is refunded, and the buyer sees it',
    browser.test(async ({ open }) => {
      const placed = await placeOrder(productIndex);
      await payInSandbox(placed);
      const order = await readOrder(placed.order._id, (paid) => paid.isPaid, 'the order to be paid');
      const delivered = await callApi(`/api/orders/${order._id}/status`, {
        method: 'PUT',
        token: await adminToken(),
        body: { status: 'Delivered' },
      });
      expect(delivered.status).toBe(200);
      const item = order.orderItems[0]!;
      const { page } = await open({ viewport });
      await loginAs(page);
      await page.goto(pageUrl(`/admin/orders/${order._id}`));
      const returns = page.getByRole('region', { name: 'Returns' });
      await returns.getByRole('button', { name: 'Record Return' }).click();
      const record = page.getByRole('dialog', { name: 'Record Return' });
      await record.getByRole('spinbutton', { name: item.product.name }).fill('1');
      await record.getByRole('textbox', { name: 'Reason' }).fill('Wrong shade');
      expect(await adminA11yViolations(page)).toEqual([]);
      await record.getByRole('button', { name: 'Record Return' }).click();
      await page.getByText('Return recorded.', { exact: true }).waitFor();
      await returns.getByText('Return requested', { exact: true }).waitFor();

      await returns.getByRole('button', { name: 'Mark Received (return 1)' }).click();
      const receive = page.getByRole('dialog', { name: 'Mark Received' });
      await receive.getByRole('radio', { name: 'Yes' }).check();
      expect(await adminA11yViolations(page)).toEqual([]);
      await receive.getByRole('button', { name: 'Mark Received' }).click();
      await page.getByText('Return received. The refund has been asked for.', { exact: true }).waitFor();
      await returns.getByText('Returned', { exact: true }).waitFor();
      await returns.getByText('Back on sale', { exact: true }).waitFor();
      const refunds = page.getByRole('region', { name: 'Refunds' });
      await refunds.getByText('Refunded', { exact: true }).waitFor({ timeout: 20_000 });
      expect(await adminA11yViolations(page)).toEqual([]);

      const shopper = await open({ viewport });
      await signIn(shopper.page, { identifier: placed.account.email, password: placed.account.password });
      await shopper.page.goto(pageUrl(`/orders/${order._id}`));
      const shown = shopper.page.getByRole('region', { name: 'Returns' });
      await shown.getByText('Returned', { exact: true }).waitFor();
      await shown.getByText(`1 × ${item.product.name}`).waitFor();
      expect(await adminA11yViolations(shopper.page)).toEqual([]);
    }),
  );

  it(
    'when a short payment is owed back, then the Refunds section lists it Open, and refunding it gives back what was taken',
    browser.test(async ({ open }) => {
      const order = await shortPaidOrder(productIndex, '100');
      const { page, context } = await open({ viewport });
      // A returning admin: the consent banner would cover the screenshot.
      await context.addCookies([{ name: 'consent', value: 'accepted', url: stackUnderTest().url }]);
      await loginAs(page);
      await page.goto(pageUrl(`/admin/orders/${order._id}`));
      const payment = page.getByRole('region', { name: 'Payment Information' });
      await payment.getByText('Refund needed', { exact: true }).waitFor();
      const refunds = page.getByRole('region', { name: 'Refunds' });
      await refunds.getByText('Open', { exact: true }).waitFor();
      await refunds.getByText(charged(100, order.paymentInfo.currency), { exact: true }).waitFor();
      expect(await adminA11yViolations(page)).toEqual([]);

      await refunds.scrollIntoViewIfNeeded();
      await payment.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund Order' });
      await dialog
        .getByText(
          `${charged(100, order.paymentInfo.currency)} will be given back to the buyer through Flutterwave.`,
        )
        .waitFor();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid short: the amount taken goes back');
      await page.waitForLoadState('networkidle');
      await screenshot(
        page,
        viewport === 'desktop' ? 'admin-order-refund-desktop.png' : 'admin-order-refund-dialog-mobile.png',
        viewport === 'desktop',
      );
      expect(await adminA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Refund' }).click();

      await page.getByText(/^Refund (requested|completed)\.$/).waitFor();
      await refunds.getByText('Refunded', { exact: true }).waitFor({ timeout: 20_000 });
      await payment.getByText('Refunded', { exact: true }).waitFor();
      await refunds.getByText('Paid short: the amount taken goes back', { exact: true }).waitFor();
      await page.getByText(/^Refund (requested|completed)\.$/).waitFor({ state: 'detached' });
      // The payment's status and the Refunds list together, under the sticky header.
      await payment.evaluate((card) => {
        card.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -72);
      });
      await screenshot(
        page,
        viewport === 'mobile' ? 'admin-order-refund-mobile.png' : 'admin-order-refunded-desktop.png',
        viewport === 'mobile',
      );
    }),
  );
});
