import type { Product } from '@glow/contracts';
import {
  callApi,
  categoryNamed,
  deleteProduct,
  drawPng,
  newAccount,
  pageUrl,
  registerAccount,
  seededAdmin,
  seriousA11yViolations,
  signInAs,
  signToken,
  useBrowser,
  waitUntil,
  type Viewport,
} from '../support';
import { createProductWithOptions } from '../support/shaded-products';

const browser = useBrowser();

/** The id of the variant sold in `shade`, as the product's page answers it. */
async function variantIdOf(product: Product, shade: string): Promise<string> {
  const answer = (await (await callApi(`/api/products/${product._id}`)).json()) as Product;
  const found = answer.variants?.find((variant) => variant.options.Shade === shade);
  if (!found) throw new Error(`${product.name} sells no ${shade}`);
  return found._id;
}

describe.each<Viewport>(['desktop', 'mobile'])('a product in shades (%s)', (viewport) => {
  let adminToken: string;
  let crayon: Product | undefined;

  beforeAll(async () => {
    adminToken = signToken((await seededAdmin()).claims);
  });

  afterEach(async () => {
    if (crayon) await deleteProduct(adminToken, crayon._id);
    crayon = undefined;
  });

  it(
    'when a shopper finds it, chooses a shade by pointer and keyboard and adds it, then the card, price, stock, address and cart follow the shade, with no serious accessibility problem',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      const makeup = await categoryNamed('Makeup');
      crayon = await createProductWithOptions(adminToken, {
        name: `Matte Lip Crayon ${viewport} ${Date.now()}`,
        description: 'A long-wearing matte lip crayon.',
        categoryId: makeup._id,
        images: [await drawPng(page, 800, 800)],
        options: [
          {
            name: 'Shade',
            values: [
              { value: 'Chestnut', swatch: '#8d5524' },
              { value: 'Ebony', swatch: '#3b2219' },
              { value: 'Rose', swatch: '#e8a0a8' },
            ],
          },
        ],
        variants: [
          { options: { Shade: 'Chestnut' }, price: '4500', stock: 3 },
          { options: { Shade: 'Ebony' }, price: '5000', stock: 0 },
          { options: { Shade: 'Rose' }, price: '4500', stock: 5 },
        ],
      });
      const name = crayon.name;
      const chestnutId = await variantIdOf(crayon, 'Chestnut');
      await signInAs(page, await registerAccount(newAccount('shades')));

      // The shop's card: how many shades, the price range, and a way to choose rather than add.
      await page.goto(pageUrl(`/products?search=${encodeURIComponent(name)}`));
      const card = page.getByRole('article').filter({ hasText: name });
      await card.getByText('3 shades').waitFor();
      await card.getByText('₦4,500.00 – ₦5,000.00').waitFor();
      await card.getByRole('link', { name: /^Choose shade\s?:/ }).click();

      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: 'Accept' }).click();
      const shades = page.getByRole('radiogroup', { name: 'Shade' });
      expect(await shades.getByRole('radio').count()).toBe(3);
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Please choose a shade' }).waitFor();

      const chestnut = shades.getByRole('radio', { name: 'Chestnut' });
      await chestnut.click();
      expect(await chestnut.getAttribute('aria-checked')).toBe('true');
      await waitUntil(
        () => new URL(page.url()).searchParams.get('variant'),
        (variant) => variant === chestnutId,
      );
      expect(await page.getByRole('alert').filter({ hasText: 'Please choose a shade' }).count()).toBe(0);

      // Arrows move and choose: Ebony is sold out, crossed out yet chosen, and cannot be added.
      await chestnut.press('ArrowRight');
      const ebony = shades.getByRole('radio', { name: 'Ebony, sold out' });
      expect(await ebony.evaluate((radio) => radio === document.activeElement)).toBe(true);
      expect(await ebony.getAttribute('aria-checked')).toBe('true');
      await page.getByRole('button', { name: 'Out of stock', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Out of stock', exact: true }).isDisabled()).toBe(true);
      expect(await page.getByRole('group', { name: 'Quantity' }).count()).toBe(0);
      await page.getByText('₦5,000.00', { exact: true }).waitFor();
      if (viewport === 'desktop') {
        // The shade's name shows beside the focused chip.
        expect(await ebony.getByText('Ebony').isVisible()).toBe(true);
        await page.screenshot({ path: `/tmp/storefront-variants-${viewport}-focus.png` });
      }
      expect(await seriousA11yViolations(page)).toEqual([]);

      await ebony.press('ArrowLeft');
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      expect(await page.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);
      await page.getByText('Only 3 left').waitFor();
      await page.screenshot({ path: `/tmp/storefront-variants-${viewport}.png` });
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await page.getByText('Added to cart').first().waitFor();

      // A reload opens the shade the address names.
      await page.reload();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await shades.getByRole('radio', { name: 'Chestnut' }).getAttribute('aria-checked')).toBe('true');

      // The cart's line is the shade: its name, its price, and changes that name it.
      await page.goto(pageUrl('/cart-checkout'));
      const lineName = `${name} — Shade: Chestnut`;
      const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: lineName }) });
      await line.waitFor();
      expect(await line.getByRole('link', { name: lineName }).getAttribute('href')).toBe(
        `/products/${crayon._id}?variant=${chestnutId}`,
      );
      expect(await line.getByRole('status', { name: `Quantity of ${lineName}` }).textContent()).toBe('3');
      await line.getByRole('button', { name: `Decrease quantity of ${lineName}` }).click();
      await waitUntil(
        () => line.getByRole('status', { name: `Quantity of ${lineName}` }).textContent(),
        (quantity) => quantity === '2',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/storefront-variants-cart-${viewport}.png`, fullPage: true });

      await line.getByRole('button', { name: `Remove ${lineName}` }).click();
      await page.getByText('Your cart is empty.').waitFor();
    }),
  );
});
