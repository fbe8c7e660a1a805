import type { Category, Product } from '@glow/contracts';
import type { Page } from 'playwright-core';
import { waitUntil } from '../support/wait-until';
import {
  callApi,
  drawPng,
  fill,
  listedProducts,
  loginAs,
  newAccount,
  pageTitle,
  pageUrl,
  seriousA11yViolations,
  statusWith,
  useBrowser,
  type Viewport,
} from '../support';

const browser = useBrowser();
const sizes: Viewport[] = ['desktop', 'mobile'];

const main = (page: Page) => page.getByRole('main');

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function firstCategory(): Promise<Category> {
  const all = (await (await callApi('/api/categories')).json()) as Category[];
  return all[0]!;
}

async function productNamed(name: string): Promise<Product | undefined> {
  return (await listedProducts(`search=${encodeURIComponent(name)}`)).find((p) => p.name === name);
}

/** Drops files on the form's drop zone as a browser drag would. */
async function dropFiles(page: Page, files: { name: string; type: string; base64: string }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, type, base64 } of list) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type }));
    }
    return transfer;
  }, files);
  await page.getByTestId('image-drop-zone').dispatchEvent('drop', { dataTransfer });
}

describe('admin products', () => {
  it(
    'when an admin creates a product with two pictures, then the shop shows both; an edit and a confirmed delete follow',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await loginAs(page);
      const category = await firstCategory();
      const name = `Rose Toner ${newAccount('p').username}`;
      await page.goto(pageUrl('/admin/products/create'));
      await pageTitle(page, 'Add Product').waitFor();
      await main(page).getByRole('heading', { level: 2, name: 'Create Product' }).waitFor();

      await main(page).getByRole('button', { name: 'Create Product' }).click();
      await main(page).getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();

      await fill(main(page), 'Name', name);
      await fill(main(page), 'Description', 'A gentle rose water toner.');
      await fill(main(page), 'Price', '4500.50');
      await fill(main(page), 'Discount Price', '3999');
      await main(page).getByLabel('Category', { exact: true }).selectOption({ label: category.name });
      const pictures = [await drawPng(page, 900, 700), await drawPng(page, 640, 640)];
      await main(page)
        .getByLabel('Images', { exact: true })
        .setInputFiles(
          pictures.map((buffer, i) => ({ name: `side-${i + 1}.png`, mimeType: 'image/png', buffer })),
        );
      await main(page).getByRole('img', { name: 'side-2.png' }).waitFor();
      await main(page).getByRole('button', { name: 'Create Product' }).click();
      await statusWith(page, 'Product created successfully').waitFor();
      await page.waitForURL(pageUrl('/admin/products'));

      const created = await productNamed(name);
      expect(created?.images).toHaveLength(2);
      expect(created).toMatchObject({ price: 4500.5, discountPrice: 3999, category: { _id: category._id } });

      await page.goto(pageUrl(`/products/${created!._id}`));
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: 'Show picture 2 of 2' }).waitFor();
      const shown = page.getByRole('button', { name: `Enlarge picture of ${name}` }).getByRole('img');
      await shown.evaluate((img: HTMLImageElement) => img.decode());

      await page.goto(pageUrl('/admin/products'));
      await fill(main(page), 'Search by name', name.toUpperCase());
      const row = main(page).getByRole('row').filter({ hasText: name });
      await row.getByText('₦3,999.00').waitFor();
      await row.getByText(category.name).waitFor();
      // The name search answers after the unfiltered list, which holds the new product too.
      await waitUntil(
        () => main(page).getByRole('row').count(),
        (rows) => rows === 2,
        { what: 'the list filtered to the header and the one product' },
      );
      await row.getByRole('link', { name: `Edit ${name}` }).click();
      await pageTitle(page, 'Edit Product').waitFor();
      await main(page).getByRole('heading', { level: 2, name: 'Update Product' }).waitFor();
      expect(await main(page).getByLabel('Name', { exact: true }).inputValue()).toBe(name);
      await fill(main(page), 'Price', '5000');
      await main(page).getByRole('button', { name: 'Remove current image 1' }).click();
      await main(page).getByRole('button', { name: 'Update Product' }).click();
      await statusWith(page, 'Product updated successfully').waitFor();
      await page.waitForURL(pageUrl('/admin/products'));
      const edited = await productNamed(name);
      expect(edited).toMatchObject({ price: 5000 });
      expect(edited?.images.map((image) => image.public_id)).toEqual([created!.images[1]!.public_id]);

      await fill(main(page), 'Search by name', name);
      await main(page)
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete Product' });
      await dialog.getByText(`Are you sure you want to delete ${name}?`).waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await statusWith(page, 'Product deleted successfully').waitFor();
      await main(page).getByText('No products found.', { exact: true }).waitFor();
      expect(await productNamed(name)).toBeUndefined();
    }),
  );

  for (const viewport of sizes) {
    it(
      `when the admin opens the product screens at ${viewport} size, then search, empty state and form read well, with no serious accessibility problem`,
      browser.test(async ({ open }) => {
        const { page } = await open({ viewport });
        await loginAs(page);
        const [seeded] = await listedProducts('limit=1');
        await page.goto(pageUrl('/admin/products'));
        await pageTitle(page, 'Products').waitFor();
        await main(page).getByRole('row').nth(1).waitFor();
        await main(page).getByRole('link', { name: 'Add Product' }).waitFor();
        await expectAccessible(page);

        await fill(main(page), 'Search by name', seeded!.name.toLowerCase());
        await main(page).getByRole('row').filter({ hasText: seeded!.name }).first().waitFor();
        if (viewport === 'mobile') {
          const header = main(page).locator('thead');
          expect(await header.isVisible()).toBe(false);
        }
        await fill(main(page), 'Search by name', newAccount('none').username);
        await main(page).getByText('No products found.', { exact: true }).waitFor();

        await main(page).getByRole('link', { name: 'Add Product' }).click();
        await pageTitle(page, 'Add Product').waitFor();
        await main(page)
          .getByLabel('Category', { exact: true })
          .locator('option')
          .nth(1)
          .waitFor({ state: 'attached' });
        await expectAccessible(page);

        await page.goto(pageUrl(`/admin/products/edit/${seeded!._id}`));
        await main(page).getByRole('heading', { level: 2, name: 'Update Product' }).waitFor();
        await expectAccessible(page);
        await main(page).getByRole('link', { name: 'Back to Products' }).click();
        await page.waitForURL(pageUrl('/admin/products'));
      }),
    );
  }
});

describe.each<Viewport>(sizes)('admin product stock (%s)', (viewport) => {
  it(
    'when an admin saves a stock, then 0, then an empty (untracked) stock, then the catalog and the list follow each',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      const adminToken = await loginAs(page);
      const category = await firstCategory();
      const name = `Kola Lip Oil ${newAccount('s').username}`;
      const row = () => main(page).getByRole('row').filter({ hasText: name });
      const saveAndList = async (button: string, toast: string) => {
        await main(page).getByRole('button', { name: button }).click();
        await statusWith(page, toast).waitFor();
        await page.waitForURL(pageUrl('/admin/products'));
        await fill(main(page), 'Search by name', name);
      };
      try {
        await page.goto(pageUrl('/admin/products/create'));
        await pageTitle(page, 'Add Product').waitFor();
        const stock = main(page).getByLabel('Stock', { exact: true });
        await main(page).getByText('Leave empty to not track stock.', { exact: false }).waitFor();
        await fill(main(page), 'Name', name);
        await fill(main(page), 'Description', 'A glossy kola nut lip oil.');
        await fill(main(page), 'Price', '2800');
        await main(page).getByLabel('Category', { exact: true }).selectOption({ label: category.name });
        await stock.fill('5');
        await expectAccessible(page);
        await saveAndList('Create Product', 'Product created successfully');
        expect((await productNamed(name))?.stock).toBe(5);
        await row().getByText('5', { exact: true }).waitFor();

        await row()
          .getByRole('link', { name: `Edit ${name}` })
          .click();
        await main(page).getByRole('heading', { level: 2, name: 'Update Product' }).waitFor();
        expect(await stock.inputValue()).toBe('5');
        await stock.fill('0');
        await saveAndList('Update Product', 'Product updated successfully');
        expect((await productNamed(name))?.stock).toBe(0);
        await row().getByText('Out of stock', { exact: true }).waitFor();

        await row()
          .getByRole('link', { name: `Edit ${name}` })
          .click();
        await main(page).getByRole('heading', { level: 2, name: 'Update Product' }).waitFor();
        expect(await stock.inputValue()).toBe('0');
        await stock.fill('');
        await saveAndList('Update Product', 'Product updated successfully');
        expect((await productNamed(name))?.stock).toBeNull();
        await row().getByText('Not tracked', { exact: true }).waitFor();
        await expectAccessible(page);
      } finally {
        const created = await productNamed(name);
        if (created) await callApi(`/api/products/${created._id}`, { method: 'DELETE', token: adminToken });
      }
    }),
  );
});

describe('admin categories', () => {
  it(
    'when an admin creates, edits and deletes a category, then non-images are refused and the list follows',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await loginAs(page);
      const name = `Fragrance ${newAccount('c').username}`;
      await page.goto(pageUrl('/admin/categories'));
      await pageTitle(page, 'Categories').waitFor();
      await main(page).getByRole('heading', { level: 3 }).first().waitFor();

      await fill(main(page), 'Category Name', name);
      const png = (await drawPng(page, 400, 300)).toString('base64');
      await dropFiles(page, [
        { name: 'perfume.png', type: 'image/png', base64: png },
        { name: 'notes.txt', type: 'text/plain', base64: btoa('not a picture') },
      ]);
      await main(page)
        .getByRole('alert')
        .filter({ hasText: 'Only image files can be added: notes.txt was not added.' })
        .waitFor();
      await main(page).getByRole('img', { name: 'perfume.png' }).waitFor();
      await main(page).getByRole('button', { name: 'Create Category' }).click();
      await statusWith(page, 'Category created successfully.').waitFor();
      const card = main(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name }) });
      await card.getByRole('img', { name }).waitFor();

      await card.getByRole('button', { name: `Edit ${name}` }).click();
      await main(page).getByRole('heading', { level: 2, name: 'Update Category' }).waitFor();
      await fill(main(page), 'Category Name', `${name} Mist`);
      await main(page).getByRole('button', { name: 'Remove current image 1' }).click();
      await main(page).getByRole('button', { name: 'Update Category' }).click();
      await statusWith(page, 'Category updated successfully.').waitFor();
      const renamed = main(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `${name} Mist` }) });
      await renamed.getByText('No Image').waitFor();
      const stored = ((await (await callApi('/api/categories')).json()) as Category[]).find(
        (category) => category.name === `${name} Mist`,
      );
      expect(stored?.images).toEqual([]);

      await renamed.getByRole('button', { name: `Delete ${name} Mist` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Category' });
      await dialog
        .getByText('Do you really want to delete this category? This will remove all associated images.')
        .waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await statusWith(page, 'Category deleted successfully.').waitFor();
      await renamed.waitFor({ state: 'detached' });
    }),
  );

  for (const viewport of sizes) {
    it(
      `when the admin opens the categories at ${viewport} size, then form and list show with no serious accessibility problem`,
      browser.test(async ({ open }) => {
        const { page } = await open({ viewport });
        await loginAs(page);
        await page.goto(pageUrl('/admin/categories'));
        await pageTitle(page, 'Categories').waitFor();
        await main(page).getByRole('heading', { level: 3 }).first().waitFor();
        await expectAccessible(page);
        await main(page)
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
        await main(page).getByRole('heading', { level: 2, name: 'Update Category' }).waitFor();
        await expectAccessible(page);
      }),
    );
  }
});
