import type { Page } from 'playwright-core';
import type { Product } from '@glow/contracts';
import {
  callApi,
  newAccount,
  pageUrl,
  registerAccount,
  seriousA11yViolations,
  storeToken,
  useBrowser,
  type Viewport,
} from '../support';

const browser = useBrowser();

async function productsFromApi(): Promise<Product[]> {
  const answer = await callApi('/api/products/discounts?limit=12');
  return (await answer.json()) as Product[];
}

const reviews = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Reviews', level: 2 }) });

describe.each<Viewport>(['desktop', 'mobile'])('product page (%s)', (viewport) => {
  it(
    'when a visitor opens a discounted product, then name, price with the Get badge, gallery, quantity rule and lists show, with no serious accessibility problem',
    browser.test(async ({ open }) => {
      const [product, other] = await productsFromApi();
      const { page } = await open({ viewport });
      await page.goto(pageUrl(`/products/${other!._id}`));
      await page.getByRole('heading', { level: 1, name: other!.name }).waitFor();
      await page.goto(pageUrl(`/products/${product!._id}`));
      await page.getByRole('heading', { level: 1, name: product!.name }).waitFor();
      expect(await page.title()).toBe(`${product!.name} | Glow`);
      await page.getByText(/^Get \d+% off$/).waitFor();
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await breadcrumb.getByRole('link', { name: product!.category!.name }).waitFor();

      await page.getByRole('button', { name: 'Decrease quantity' }).waitFor();
      expect(await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
      await page.getByRole('spinbutton', { name: 'Quantity' }).fill('0');
      await page.getByRole('alert').filter({ hasText: 'Quantity must be at least 1' }).waitFor();

      await page.getByRole('heading', { level: 2, name: 'Related Products' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Recently Viewed' }).waitFor();
      const recent = page.locator('section', { has: page.getByRole('heading', { name: 'Recently Viewed' }) });
      await recent.getByRole('link', { name: other!.name }).waitFor();
      await reviews(page).getByRole('link', { name: 'Please login to add a review.' }).waitFor();

      await page.getByRole('button', { name: `Enlarge picture of ${product!.name}` }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Accept' }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );
});

describe('product page reviews', () => {
  it(
    'when a shopper adds, edits and deletes a review, then a second signed-in browser sees each change live',
    browser.test(async ({ open }) => {
      const [, , product] = await productsFromApi();
      const author = await registerAccount(newAccount('reviewer'));
      const watcher = await registerAccount(newAccount('watcher'));
      const first = await open();
      const second = await open({ viewport: 'mobile' });
      await storeToken(first.page, author.token);
      await storeToken(second.page, watcher.token);
      await second.page.goto(pageUrl(`/products/${product!._id}`));
      await reviews(second.page).getByText('No reviews yet.').waitFor();
      await first.page.goto(pageUrl(`/products/${product!._id}`));

      const form = reviews(first.page);
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await form.getByText('Please enter a comment', { exact: true }).waitFor();
      await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
      await form.getByLabel('Comment').fill('Lovely on dark skin');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await first.page.getByText('Review added successfully', { exact: true }).waitFor();

      await reviews(second.page).getByText('Lovely on dark skin').waitFor();
      await second.page.getByText('(1 review)').waitFor();
      expect(await reviews(second.page).getByRole('button', { name: 'Edit' }).count()).toBe(0);

      await form.getByRole('button', { name: 'Edit' }).click();
      await form.getByLabel('Comment').first().fill('Lovely, and it lasts all day');
      await form.getByRole('button', { name: 'Save' }).click();
      await first.page.getByText('Review updated successfully', { exact: true }).waitFor();
      await reviews(second.page).getByText('Lovely, and it lasts all day').waitFor();

      await form.getByRole('button', { name: 'Delete' }).click();
      await first.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await first.page.getByText('Review deleted', { exact: true }).waitFor();
      await reviews(second.page).getByText('No reviews yet.').waitFor();
    }),
  );

  it(
    'when the product does not exist, then the page says Product not found',
    browser.test(
      async ({ open }) => {
        const { page } = await open();
        await page.goto(pageUrl('/products/00000000-0000-4000-8000-000000000000'));
        await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
        expect(await page.title()).toBe('Product not found | Glow');
      },
      { allowErrors: [/status of 404 .*\/api\/products\/0{8}/] },
    ),
  );
});
