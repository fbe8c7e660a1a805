import type { AdminActivityPage, ShippingPriceAnswer } from '@glow/contracts';
import type { Page } from 'playwright-core';
import {
  callApi,
  controlAtMiddleOf,
  loginAs,
  pageTitle,
  pageUrl,
  seriousA11yViolations,
  useBrowser,
  waitUntil,
  type Viewport,
} from '../support';

const browser = useBrowser();

/** Changes the shipping price by one naira as the signed-in admin; answers the request's id. */
async function changeShippingPrice(
  token: string,
): Promise<{ requestId: string; restore: () => Promise<void> }> {
  const { shippingPrice } = (await (await callApi('/api/shipping-price')).json()) as ShippingPriceAnswer;
  const changed = await callApi('/api/shipping-price', {
    method: 'PUT',
    token,
    body: { shippingPrice: shippingPrice + 1 },
  });
  expect(changed.status).toBe(200);
  return {
    requestId: changed.headers.get('x-request-id')!,
    restore: async () => {
      await callApi('/api/shipping-price', { method: 'PUT', token, body: { shippingPrice } });
    },
  };
}

/** The page's width beyond the window (a table wider than a phone pushes it sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

function showsTheAdminsChange(viewport: Viewport) {
  return browser.test(async ({ open }) => {
    const { page } = await open({ viewport });
    const token = await loginAs(page);
    const { requestId, restore } = await changeShippingPrice(token);
    try {
      await waitUntil(
        async () =>
          (
            (await (
              await callApi('/api/admin/audit?action=shipping-price.changed', { token })
            ).json()) as AdminActivityPage
          ).items,
        (items) => items.some((item) => item.requestId === requestId),
        { what: 'the shipping price change on the activity log' },
      );

      await page.goto(pageUrl('/admin/activity'));
      await pageTitle(page, 'Activity').waitFor();
      const row = page.locator('tr', { hasText: requestId });
      await row.waitFor();
      expect(await row.getByText('Shipping price changed', { exact: true }).isVisible()).toBe(true);
      expect(await row.getByRole('definition').textContent()).toMatch(
        /^[\d,]+(\.\d+)? → changed to [\d,]+(\.\d+)?$/,
      );
      expect(await sidewaysOverflow(page)).toBe(0);
      const actor = row.getByRole('button', { name: /^Show only the actions of admin / });
      expect(await controlAtMiddleOf(actor)).toMatch(/^button Show only the actions of admin /);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Shipping price changed' });
      await page.waitForURL(pageUrl('/admin/activity?action=shipping-price.changed'));
      await row.waitFor();
      await actor.click();
      await page.waitForURL(/\/admin\/activity\?actor=[\w-]+&action=shipping-price.changed$/);
      await row.waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
    } finally {
      await restore();
    }
  });
}

describe('the back office Activity screen', () => {
  it(
    'when an admin changed the shipping price, then at 1280×800 Activity shows the change with who and the request, and filters by action and admin',
    showsTheAdminsChange('desktop'),
  );

  it(
    'when an admin changed the shipping price, then at 390×844 Activity shows it as a card, nothing wider than the phone',
    showsTheAdminsChange('mobile'),
  );
});
