import type { Page } from 'playwright-core';
import type { CheckoutAnswer, DashboardAnswer } from '@glow/contracts';
import {
  callApi,
  loginAs,
  newAccount,
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

const naira = (amount: number) =>
  `₦${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function dashboard(): Promise<DashboardAnswer> {
  const response = await callApi('/api/dashboard', { token: signToken((await seededAdmin()).claims) });
  expect(response.status).toBe(200);
  return (await response.json()) as DashboardAnswer;
}

/** A new shopper's order of one product, placed through the API and paid in the sandbox. */
async function placeAndPay(productIndex: number): Promise<CheckoutAnswer> {
  const placed = await placeOrder(productIndex, 'glowbuyer');
  await payInSandbox(placed);
  return placed.answer;
}

/** The number a stat card shows under "<period> <term>". */
async function statValue(page: Page, period: string, term: string): Promise<string> {
  return page
    .getByRole('term')
    .filter({ hasText: period })
    .filter({ hasText: term })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

/** A Flutterwave charge of ₦100 on a placed order, short of its total: a refund case that stays open. */
async function payShort(productIndex: number): Promise<string> {
  const placed = await placeOrder(productIndex, 'glowshort');
  const paid = await callApi('/sandbox/pay', {
    method: 'POST',
    body: {
      provider: 'flutterwave',
      outcome: 'pay',
      tx_ref: placed.answer.payment.tx_ref,
      amount: '100',
      currency: placed.answer.payment.currency,
      email: placed.account.email,
    },
  });
  expect(paid.status).toBe(201);
  return placed.order._id;
}

const openRefundCasesLink = (page: Page) => page.getByRole('link', { name: /^\d+ open refund cases?:/ });

const liveFeed = (page: Page) =>
  page.getByRole('region', { name: 'Live Activity' }).locator('[aria-live="polite"]');

describe.each<[Viewport, number]>([
  ['desktop', 8],
  ['mobile', 9],
])('admin dashboard (%s)', (viewport, productIndex) => {
  it(
    'when an order is paid and a shopper writes, then both appear live in the feed and the paid-order count rises',
    browser.test(async ({ open }) => {
      const before = await dashboard();
      const { page } = await open({ viewport });
      await loginAs(page);
      await page.goto(pageUrl('/admin'));

      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      for (const name of ['Revenue', 'Orders by Status', 'Top Products', 'Live Activity'])
        await page.getByRole('heading', { level: 2, name }).waitFor();
      expect(Number(await statValue(page, 'Today', 'Paid orders'))).toBeGreaterThanOrEqual(
        before.today.paidOrders,
      );
      await expect(
        page.getByRole('link', { name: /^Delivered \d+ orders?$/ }).getAttribute('href'),
      ).resolves.toBe('/admin/orders?status=Delivered&payment=all');
      await page.getByRole('table', { name: 'Paid orders and revenue per day, last 30 days' }).waitFor({
        state: 'attached',
      });
      expect(await seriousA11yViolations(page)).toEqual([]);

      const checkout = await placeAndPay(productIndex);
      const orderId = checkout.order._id;
      const orderLine = liveFeed(page).getByRole('link', {
        name: `Order ${orderId.slice(0, 8)} paid — ${naira(checkout.order.totalAmount)}`,
      });
      await orderLine.waitFor({ timeout: 15_000 });
      expect(await orderLine.getAttribute('href')).toBe(`/admin/orders/${orderId}`);
      await waitUntil(
        async () => Number(await statValue(page, 'Today', 'Paid orders')),
        (count) => count > before.today.paidOrders,
        { what: "today's paid orders to rise" },
      );

      const sender = newAccount('amaka');
      const subject = `Restock date ${sender.username}`;
      const sent = await callApi('/api/contact', {
        method: 'POST',
        body: { name: 'Amaka Eze', email: sender.email, subject, message: 'When is the shea butter back?' },
      });
      expect(sent.status).toBe(200);
      await liveFeed(page).getByText(`Message from Amaka Eze: ${subject}`).waitFor({ timeout: 15_000 });
      await expect(liveFeed(page).getByRole('listitem').first().innerText()).resolves.toContain(subject);

      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );

  it(
    'when a payment falls short, then the refund case appears live in the feed and the open refund cases card counts it',
    browser.test(async ({ open }) => {
      const before = (await dashboard()).openRefundCases ?? 0;
      const { page } = await open({ viewport });
      await loginAs(page);
      await page.goto(pageUrl('/admin'));
      await openRefundCasesLink(page).waitFor();
      expect(await openRefundCasesLink(page).getAttribute('href')).toBe('/admin/orders?payment=refund');

      const orderId = await payShort(productIndex);

      const caseLine = liveFeed(page).getByRole('link', {
        name: new RegExp(`^Refund case: .*order ${orderId.slice(0, 8)}$`),
      });
      await caseLine.waitFor({ timeout: 20_000 });
      expect(await caseLine.getAttribute('href')).toBe(`/admin/orders/${orderId}`);
      await waitUntil(
        async () => Number((await openRefundCasesLink(page).innerText()).replace(/\D/g, '')),
        (count) => count > before,
        { what: 'open refund cases to rise' },
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );
});
