import type { Category, Product } from '@glow/contracts';
import type { Page } from 'playwright-core';
import {
  callApi,
  deleteProduct,
  drawPng,
  fill,
  loginAs,
  newAccount,
  pageTitle,
  pageUrl,
  seriousA11yViolations,
  statusWith,
  useBrowser,
  type Viewport,
} from '../support';
import {
  clickUntilPainted,
  longestEventSinceLast,
  typeUntilPainted,
  watchEventTiming,
} from '../support/interaction-timing';
import { createProductWithVariantGrid, shadeAndSizeOptions } from '../support/admin-variant-grid';

const browser = useBrowser();
const sizes: Viewport[] = ['desktop', 'mobile'];

const main = (page: Page) => page.getByRole('main');

async function firstCategory(): Promise<Category> {
  return ((await (await callApi('/api/categories')).json()) as Category[])[0]!;
}

async function productById(id: string): Promise<Product> {
  return (await (await callApi(`/api/products/${id}`)).json()) as Product;
}

/** The figures go to the test's output for docs/PERFORMANCE.md; nothing is asserted on them. */
function report(viewport: Viewport, figures: Record<string, number | string>): void {
  const lines = Object.entries(figures).map(
    ([what, value]) => `  ${what}: ${typeof value === 'number' ? `${value.toFixed(1)} ms` : value}`,
  );
  // eslint-disable-next-line no-console
  console.log(`Variant grid, 100 variants, ${viewport}:\n${lines.join('\n')}`);
}

describe('admin product variants', () => {
  for (const viewport of sizes) {
    it(
      `when an admin edits a product with 100 variants at ${viewport} size, then a cell, select all, the bulk price and stock, a variant's images and the save all reach the catalog, with no serious accessibility problem`,
      browser.test(async ({ open }) => {
        const { page } = await open({ viewport });
        const token = await loginAs(page);
        const category = await firstCategory();
        const name = `Velvet Crayon ${newAccount('v').username}`;
        const images = [await drawPng(page, 640, 640), await drawPng(page, 480, 480)];
        const product = await createProductWithVariantGrid(token, {
          name,
          categoryId: category._id,
          options: shadeAndSizeOptions(25, 4),
          images,
        });
        try {
          expect(product.variants).toHaveLength(100);

          await page.goto(pageUrl('/admin/products'));
          await fill(main(page), 'Search by name', name);
          await main(page).getByRole('row').filter({ hasText: name }).getByText('100 variants').waitFor();

          await page.goto(pageUrl(`/admin/products/edit/${product._id}`));
          await pageTitle(page, 'Edit Product').waitFor();
          const grid = main(page).getByRole('table', { name: /^Variants/ });
          // Counted by their checkboxes: on a phone the header row is hidden and each row is a card.
          await grid.getByRole('checkbox', { name: 'Select Shade: Shade 25, Size: 40 ml' }).waitFor();
          expect(await grid.getByRole('checkbox', { name: /^Select Shade: / }).count()).toBe(100);
          await main(page).getByRole('heading', { name: 'Variants 100 variants' }).waitFor();
          expect(await main(page).getByLabel('Price', { exact: true }).count()).toBe(0);
          for (const section of ['Options', 'Variants']) {
            await main(page)
              .getByRole('heading', { level: 3, name: new RegExp(`^${section}`) })
              .evaluate((heading) => {
                heading.scrollIntoView({ block: 'start' });
                window.scrollBy(0, -70);
              });
            await page.screenshot({ path: `/tmp/variants-${section.toLowerCase()}-${viewport}.png` });
          }
          expect(await seriousA11yViolations(page)).toEqual([]);
          await watchEventTiming(page);

          // A keystroke in a grid cell, through the keyboard (trusted events), then page-side.
          const firstPrice = main(page).getByLabel('Price of Shade: Shade 01, Size: 10 ml', { exact: true });
          await firstPrice.click();
          await page.keyboard.press('End');
          await longestEventSinceLast(page);
          await page.keyboard.type('9');
          const keystrokeEvents = await longestEventSinceLast(page);
          expect(await firstPrice.inputValue()).toBe('45009');
          const keystroke = await typeUntilPainted(
            main(page).getByLabel('Stock of Shade: Shade 25, Size: 40 ml', { exact: true }),
            '5',
          );
          expect(
            await main(page)
              .getByLabel('Stock of Shade: Shade 25, Size: 40 ml', { exact: true })
              .inputValue(),
          ).toBe('105');

          // Select all: a click Playwright sends, then a page-side one (clear and select again).
          const selectAll = main(page).getByRole('checkbox', { name: 'Select all' });
          await selectAll.click();
          const selectAllEvents = await longestEventSinceLast(page);
          await main(page).getByText('100 of 100 selected').waitFor();
          await selectAll.click();
          await main(page).getByText('0 of 100 selected').waitFor();
          const selectAllPainted = await clickUntilPainted(selectAll);
          await main(page).getByText('100 of 100 selected').waitFor();

          // Bulk price and stock for all 100.
          await fill(main(page), 'Price for selected', '7000');
          await longestEventSinceLast(page);
          await main(page).getByRole('button', { name: 'Set price' }).click();
          const setPriceEvents = await longestEventSinceLast(page);
          await fill(main(page), 'Stock for selected', '12');
          const setStock = await clickUntilPainted(main(page).getByRole('button', { name: 'Set stock' }));
          expect(await firstPrice.inputValue()).toBe('7000');
          expect(
            await main(page)
              .getByLabel('Stock of Shade: Shade 13, Size: 30 ml', { exact: true })
              .inputValue(),
          ).toBe('12');

          // One variant shows the second picture only.
          await main(page)
            .getByRole('button', { name: 'Images of Shade: Shade 02, Size: 20 ml: all' })
            .click();
          const dialog = page.getByRole('dialog', { name: 'Images of Shade: Shade 02, Size: 20 ml' });
          await dialog.getByRole('checkbox', { name: 'Image 2' }).check();
          expect(await seriousA11yViolations(page)).toEqual([]);
          await dialog.getByRole('button', { name: 'Done' }).click();
          await main(page)
            .getByRole('button', { name: 'Images of Shade: Shade 02, Size: 20 ml: 1' })
            .waitFor();
          await longestEventSinceLast(page);

          const started = Date.now();
          await main(page).getByRole('button', { name: 'Update Product' }).click();
          await statusWith(page, 'Product updated successfully').waitFor();
          const saved = Date.now() - started;
          await page.waitForURL(pageUrl('/admin/products'));

          const stored = await productById(product._id);
          expect(stored.variants).toHaveLength(100);
          expect(stored.variants!.map((variant) => variant._id)).toEqual(
            product.variants!.map((variant) => variant._id),
          );
          expect(new Set(stored.variants!.map((variant) => `${variant.price} ${variant.stock}`))).toEqual(
            new Set(['7000 12']),
          );
          const second = stored.variants!.find(
            (variant) => variant.options.Shade === 'Shade 02' && variant.options.Size === '20 ml',
          );
          expect(second!.images.map((image) => image.public_id)).toEqual([stored.images[1]!.public_id]);

          report(viewport, {
            'keystroke in a price cell (Event Timing, longest entry; 0 = under 16 ms)':
              keystrokeEvents.duration,
            'keystroke in a stock cell (input event → second frame)': keystroke,
            'select all (Event Timing)': selectAllEvents.duration,
            'select all (click → second frame)': selectAllPainted,
            'Set price for 100 (Event Timing)': setPriceEvents.duration,
            'Set stock for 100 (click → second frame)': setStock,
            'save: click Update Product → success toast': saved,
            'entries over 16 ms':
              [...keystrokeEvents.events, ...selectAllEvents.events, ...setPriceEvents.events].join(', ') ||
              'none',
          });
        } finally {
          await deleteProduct(token, product._id);
        }
      }),
    );
  }

  it(
    'when an admin creates a product with a Shade and its swatches through the form, then the client refuses a bad row in the catalog’s words and the saved product has its options and variants',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const token = await loginAs(page);
      const category = await firstCategory();
      const name = `Lip Tint ${newAccount('t').username}`;
      await page.goto(pageUrl('/admin/products/create'));
      await pageTitle(page, 'Add Product').waitFor();
      await fill(main(page), 'Name', name);
      await fill(main(page), 'Description', 'A sheer tint.');
      await fill(main(page), 'Price', '3000');
      await main(page).getByLabel('Category', { exact: true }).selectOption({ label: category.name });

      await main(page).getByRole('button', { name: 'Add option' }).click();
      await fill(main(page), 'Option name', 'Shade');
      for (const shade of ['Chestnut', 'Ebony']) {
        await fill(main(page), 'New value of Shade', shade);
        await page.keyboard.press('Enter');
      }
      await main(page).getByLabel('Swatch colour of Chestnut', { exact: true }).fill('#8d5524');
      expect(await main(page).getByLabel('Swatch of Chestnut (hex)', { exact: true }).inputValue()).toBe(
        '#8d5524',
      );
      await main(page).getByRole('button', { name: 'Generate variants' }).click();
      await main(page).getByRole('heading', { name: 'Variants 2 variants' }).waitFor();
      expect(await main(page).getByLabel('Price of Shade: Ebony', { exact: true }).inputValue()).toBe('3000');
      await page.screenshot({ path: '/tmp/variants-create-desktop.png', fullPage: true });
      expect(await seriousA11yViolations(page)).toEqual([]);

      await fill(main(page), 'Discount Price of Shade: Ebony', '3000');
      await main(page).getByRole('button', { name: 'Create Product' }).click();
      await main(page)
        .getByRole('alert')
        .filter({ hasText: 'Discount price must be lower than the price' })
        .waitFor();
      expect(
        await main(page)
          .getByLabel('Discount Price of Shade: Ebony', { exact: true })
          .evaluate((field) => field === document.activeElement),
      ).toBe(true);

      await fill(main(page), 'Discount Price of Shade: Ebony', '2500');
      await fill(main(page), 'Stock of Shade: Chestnut', '4');
      await main(page).getByRole('button', { name: 'Create Product' }).click();
      await statusWith(page, 'Product created successfully').waitFor();
      await page.waitForURL(pageUrl('/admin/products'));

      const listed = (await (await callApi(`/api/products?search=${encodeURIComponent(name)}`)).json()) as {
        items: Product[];
      };
      const created = await productById(listed.items[0]!._id);
      try {
        expect(created.options).toEqual([
          { name: 'Shade', values: [{ value: 'Chestnut', swatch: '#8d5524' }, { value: 'Ebony' }] },
        ]);
        expect(
          created.variants!.map(({ options, price, discountPrice, stock }) => ({
            options,
            price,
            discountPrice,
            stock,
          })),
        ).toEqual([
          { options: { Shade: 'Chestnut' }, price: 3000, discountPrice: null, stock: 4 },
          { options: { Shade: 'Ebony' }, price: 3000, discountPrice: 2500, stock: null },
        ]);
        expect(created.variants!.every((variant) => /^GLOW-\d+$/.test(variant.sku))).toBe(true);
      } finally {
        await deleteProduct(token, created._id);
      }
    }),
  );
});
