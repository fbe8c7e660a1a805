import type { Page } from 'playwright-core';
import type { Order } from '@glow/contracts';
import {
  callApi,
  expireOrder,
  loginAs,
  pageUrl,
  payInSandbox,
  placeOrder,
  seededAdmin,
  seriousA11yViolations,
  signToken,
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
        const orderUrl = pageUrl(`/api/orders/${order._id}`);
        await page.route(orderUrl, (route) => route.fulfill({ status: 500, json: {} }));
        await page.goto(pageUrl(`/admin/orders/${order._id}`));

        await page.getByRole('alert').filter({ hasText: 'Failed to fetch order' }).waitFor();
        await page.unroute(orderUrl);
        await page.getByRole('button', { name: 'Retry' }).click();

        await page.getByRole('heading', { level: 2, name: 'Order Items' }).waitFor();
      },
      { allowErrors: [/status of 500/] },
    ),
  );
});
