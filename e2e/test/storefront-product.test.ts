import type { Locator, Page } from 'playwright-core';
import type { Product } from '@glow/contracts';
import {
  callApi,
  categoryNamed,
  controlAtMiddleOf,
  createProduct,
  deleteProduct,
  drawPng,
  listedProducts,
  loginAs,
  newAccount,
  pageNotFoundAnswer,
  openInApp,
  pageUrl,
  registerAccount,
  seededAdmin,
  seriousA11yViolations,
  signToken,
  stackUnderTest,
  signInAs,
  useBrowser,
  waitUntil,
  type Viewport,
} from '../support';

const browser = useBrowser();

/** A product id the catalog has never had. */
const missingProduct = '00000000-0000-4000-8000-000000000000';

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
      await signInAs(first.page, author);
      await signInAs(second.page, watcher);
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
      await form.getByText('Thank you for your review!', { exact: false }).waitFor();
      expect(await form.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);

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
        const response = await page.goto(pageUrl(`/products/${missingProduct}`));
        expect(response?.status()).toBe(404);
        await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
        expect(await page.title()).toBe('Product not found | Glow');
      },
      {
        allowErrors: [
          /status of 404 .*\/api\/products\/0{8}/,
          pageNotFoundAnswer(`/products/${missingProduct}`),
        ],
      },
    ),
  );
});

describe('product page states', () => {
  it(
    'when the product is loading, then a spinner says so; when the call fails with a 500, then Failed to fetch product details shows',
    browser.test(
      async ({ open }) => {
        const [product] = await productsFromApi();
        const { page } = await open({ viewport: 'mobile' });
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(`**/api/products/${product!._id}`, async (route) => {
          await held;
          await route.fulfill({ status: 500, body: '' });
        });
        await openInApp(page, `/products/${product!._id}`);
        await page.getByRole('status', { name: 'Loading product...' }).waitFor();
        release();
        await page.getByRole('heading', { level: 1, name: 'Failed to fetch product details' }).waitFor();
        expect(await page.getByRole('status', { name: 'Loading product...' }).count()).toBe(0);
        expect(await page.title()).toBe('Failed to fetch product details | Glow');
      },
      { allowErrors: [/status of 500 .*\/api\/products\//] },
    ),
  );

  it(
    'when the reviews cannot be loaded, then the product still shows with Failed to fetch reviews',
    browser.test(
      async ({ open }) => {
        const [product] = await productsFromApi();
        const { page } = await open();
        await page.route(`**/api/products/${product!._id}/reviews`, (route) =>
          route.fulfill({ status: 500, body: '' }),
        );
        await openInApp(page, `/products/${product!._id}`);
        await page.getByRole('heading', { level: 1, name: product!.name }).waitFor();
        await reviews(page).getByText('Failed to fetch reviews', { exact: true }).waitFor();
      },
      { allowErrors: [/status of 500 .*\/reviews/] },
    ),
  );

  it(
    'when a typed quantity is 0 and a visitor presses Add to Cart, then it is refused; the stepper only goes up from there, and a valid add sends the visitor to /login',
    browser.test(async ({ open }) => {
      const [product] = await productsFromApi();
      const { page } = await open();
      await page.goto(pageUrl(`/products/${product!._id}`));
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      expect(await quantity.inputValue()).toBe('2');
      await quantity.fill('0');
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      // The field's own message and the refusal's toast.
      await waitUntil(
        () => page.getByText('Quantity must be at least 1', { exact: true }).count(),
        (count) => count === 2,
        { what: 'the refusal toast next to the field message' },
      );
      expect(await page.getByText('Added to cart', { exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      expect(await quantity.inputValue()).toBe('1');
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/login');
    }),
  );

  it(
    'when a visitor presses Add to Favourites, then Please log in to manage your favourites. shows',
    browser.test(async ({ open }) => {
      const [product] = await productsFromApi();
      const { page } = await open({ viewport: 'mobile' });
      await page.goto(pageUrl(`/products/${product!._id}`));
      await page.getByRole('button', { name: 'Add to Favourites' }).click();
      await page.getByText('Please log in to manage your favourites.', { exact: true }).waitFor();
    }),
  );

  it(
    'when a shopper adds 2 to the cart and favourites the product, then the toasts, the header badge and the pressed state follow, and the cart page lists it',
    browser.test(async ({ open }) => {
      const [product] = await productsFromApi();
      const { page } = await open();
      await signInAs(page, await registerAccount(newAccount('cart')));
      await page.goto(pageUrl(`/products/${product!._id}`));
      await page.getByRole('heading', { level: 1, name: product!.name }).waitFor();

      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await page.getByText('Added to cart', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Cart (2)', exact: true }).waitFor();

      await page.getByRole('button', { name: 'Add to Favourites' }).click();
      await page.getByText(`${product!.name} added to favorites`, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Remove from Favourites' }).click();
      await page.getByText(`${product!.name} removed from favorites`, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add to Favourites' }).waitFor();

      await page.goto(pageUrl('/cart-checkout'));
      const items = page.getByRole('list', { name: 'Cart items' });
      await items.getByRole('link', { name: product!.name }).waitFor();
      expect(await page.getByRole('status', { name: `Quantity of ${product!.name}` }).innerText()).toBe('2');
      await page.getByRole('button', { name: `Decrease quantity of ${product!.name}` }).click();
      await page.getByText('Cart updated.', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Cart (1)', exact: true }).waitFor();
      expect(
        await page.getByRole('button', { name: `Decrease quantity of ${product!.name}` }).isDisabled(),
      ).toBe(true);
      await page.getByRole('button', { name: 'Clear cart' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Clear cart' }).click();
      await page.getByText('Your cart is empty.', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Continue Shopping' }).waitFor();
    }),
  );
});

describe('product page reviews by others', () => {
  it(
    "when an admin opens a product with someone else's review, then Edit and Delete show; a refused edit shows the server's message and a failed delete says so",
    browser.test(
      async ({ open }) => {
        const [, , , product] = await productsFromApi();
        const author = await registerAccount(newAccount('author'));
        const posted = await callApi(`/api/products/${product!._id}/reviews`, {
          method: 'POST',
          token: author.token,
          body: { rating: 3, comment: 'Nice but pricey' },
        });
        expect(posted.status).toBe(201);

        const shopper = await open({ viewport: 'mobile' });
        await signInAs(shopper.page, await registerAccount(newAccount('other')));
        await shopper.page.goto(pageUrl(`/products/${product!._id}`));
        await reviews(shopper.page).getByText('Nice but pricey').waitFor();
        expect(await reviews(shopper.page).getByRole('button', { name: 'Edit' }).count()).toBe(0);

        const { page } = await open();
        await loginAs(page);
        await page.goto(pageUrl(`/products/${product!._id}`));
        const item = reviews(page).getByRole('listitem').filter({ hasText: 'Nice but pricey' });
        await item.getByText(author.user.username).waitFor();

        await page.route('**/api/reviews/*', (route) =>
          route.request().method() === 'PUT'
            ? route.fulfill({ status: 403, json: { message: 'Not authorized to change this review' } })
            : route.fulfill({ status: 500, body: '' }),
        );
        await item.getByRole('button', { name: 'Edit' }).click();
        await reviews(page).getByLabel('Comment').first().fill('Edited by the shop');
        await reviews(page).getByRole('button', { name: 'Save' }).click();
        await page.getByText('Not authorized to change this review', { exact: true }).waitFor();
        await reviews(page).getByRole('button', { name: 'Cancel' }).click();

        await item.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await page.getByText('Failed to delete review', { exact: true }).waitFor();

        await page.unroute('**/api/reviews/*');
        await item.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await page.getByText('Review deleted', { exact: true }).waitFor();
        await reviews(page).getByText('No reviews yet.').waitFor();
        // A shopper watching the product sees it go without a reload.
        await reviews(shopper.page).getByText('No reviews yet.').waitFor();
      },
      { allowErrors: [/status of (403|500) .*\/api\/reviews\//] },
    ),
  );
});

describe('product lists', () => {
  it(
    'when a consenting visitor viewed two products, then another visitor sees the second under Customers Also Viewed of the first',
    browser.test(async ({ open }) => {
      const [first, second] = await listedProducts('sort=nameDesc&limit=2&page=20');
      const viewer = await open();
      await viewer.context.addCookies([{ name: 'consent', value: 'accepted', url: stackUnderTest().url }]);
      for (const product of [first!, second!]) {
        const recorded = viewer.page.waitForResponse(
          (response) =>
            response.url().endsWith(`/api/products/${product._id}/views`) && response.status() === 204,
        );
        await viewer.page.goto(pageUrl(`/products/${product._id}`));
        await recorded;
      }

      const { page } = await open({ viewport: 'mobile' });
      await page.goto(pageUrl(`/products/${first!._id}`));
      const alsoViewed = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: 'Customers Also Viewed' }),
      });
      await alsoViewed.getByRole('link', { name: second!.name }).waitFor();
    }),
  );

  it(
    'when a visitor viewed eight products, then Recently Viewed shows the last six before this one, newest first, never the current one',
    browser.test(async ({ open }) => {
      const products = await listedProducts('sort=priceDesc&limit=8');
      const { page } = await open();
      for (const product of products) {
        await page.goto(pageUrl(`/products/${product._id}`));
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      }
      const recent = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: 'Recently Viewed' }),
      });
      const names = () => recent.getByRole('heading', { level: 3 }).allTextContents();
      await recent.getByRole('article').first().waitFor();
      expect(await names()).toEqual(
        products
          .slice(1, 7)
          .map((product) => product.name)
          .reverse(),
      );

      await page.goto(pageUrl(`/products/${products[2]!._id}`));
      await recent.getByRole('article').first().waitFor();
      const expected = [7, 6, 5, 4, 3, 1].map((index) => products[index]!.name);
      expect(await names()).toEqual(expected);
    }),
  );

  it(
    'when the page is wide, then Related Products shows compact cards six a row; on a phone they scroll as one row',
    browser.test(async ({ open }) => {
      const [product] = await productsFromApi();
      for (const viewport of ['desktop', 'mobile'] as const) {
        const { page } = await open({ viewport });
        await page.goto(pageUrl(`/products/${product!._id}`));
        const related = page.locator('section', {
          has: page.getByRole('heading', { level: 2, name: 'Related Products' }),
        });
        await related.getByRole('article').nth(5).waitFor();
        const tops = await related
          .getByRole('article')
          .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
        expect(tops).toHaveLength(6);
        expect(new Set(tops).size).toBe(1);
        // Compact: no category line under the name.
        expect(await related.getByRole('article').first().getByText(product!.category!.name).count()).toBe(0);
        // The whole compact card is its product's link.
        const card = related.getByRole('article').first();
        const name = await card.getByRole('heading', { level: 3 }).innerText();
        expect(await controlAtMiddleOf(card.locator('img'))).toBe(`a ${name}`);
        const scrolls = await related
          .getByRole('article')
          .first()
          .evaluate((card) => card.parentElement!.scrollWidth > card.parentElement!.clientWidth);
        expect(scrolls).toBe(viewport === 'mobile');
      }
    }),
  );
});

describe('product page with uploaded pictures', () => {
  it(
    'when a product has an uploaded picture and a long description, then images carry srcset from the media pipeline, and See more / See less open and close the text',
    browser.test(async ({ open }) => {
      const { page } = await open();
      const adminToken = signToken((await seededAdmin()).claims);
      const category = await categoryNamed('Skincare');
      const picture = await drawPng(page, 1000, 1000);
      const ending = 'Patch test before first use.';
      const description = `${'Rich in shea butter and vitamin E, it melts into dry skin. '.repeat(8)}${ending}`;
      const created = await Promise.all(
        ['Uploaded Glow Balm', 'Uploaded Glow Mask'].map((name) =>
          createProduct(adminToken, {
            name: `${name} ${Date.now()}`,
            description,
            price: '12000',
            discountPrice: '9000',
            categoryId: category._id,
            images: [picture],
          }),
        ),
      );
      const [balm, mask] = created as [Product, Product];
      try {
        expect(balm.images[0]!.variants!.map((variant) => variant.width)).toEqual([200, 400, 800]);
        await page.goto(pageUrl(`/products/${mask._id}`));
        await page.getByRole('heading', { level: 1, name: mask.name }).waitFor();
        await page.goto(pageUrl(`/products/${balm._id}`));
        await page.getByRole('heading', { level: 1, name: balm.name }).waitFor();

        const main = page.getByRole('button', { name: `Enlarge picture of ${balm.name}` }).getByRole('img');
        const srcset = await main.getAttribute('srcset');
        for (const width of [200, 400, 800, 1000]) expect(srcset).toContain(` ${width}w`);
        expect(await main.getAttribute('loading')).toBe('eager');
        // The picture the browser chose from the srcset loads and decodes.
        await main.evaluate((img: HTMLImageElement) => img.decode());
        expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

        const recentCard = page
          .locator('section', { has: page.getByRole('heading', { level: 2, name: 'Recently Viewed' }) })
          .getByRole('article')
          .filter({ hasText: mask.name });
        const cardImage = recentCard.locator('img');
        expect(await cardImage.getAttribute('srcset')).toContain('-200w.webp 200w');
        expect(await cardImage.getAttribute('loading')).toBe('lazy');

        expect(await page.getByText(ending).count()).toBe(0);
        await page.getByRole('button', { name: 'See more' }).click();
        await page.getByText(ending, { exact: false }).waitFor();
        await page.getByRole('button', { name: 'See less' }).click();
        await page.getByRole('button', { name: 'See more' }).waitFor();
        expect(await page.getByText(ending).count()).toBe(0);
      } finally {
        await Promise.all(created.map((product) => deleteProduct(adminToken, product._id)));
      }
    }),
  );
});

/** The demo seed's one sold-out product (tracked, 0 left): nobody can buy it, so it stays sold out. */
async function soldOutSeeded(): Promise<Product> {
  const nails = await listedProducts(`category=${encodeURIComponent('Nail Care')}&limit=100`);
  const soldOut = nails.find((product) => product.stock === 0);
  if (!soldOut) throw new Error('The demo seed has no sold-out product in Nail Care');
  return soldOut;
}

describe.each<Viewport>(['desktop', 'mobile'])('stock (%s)', (viewport) => {
  it(
    'when a product is sold out, then its card in the shop and its page say Out of stock on a disabled button, with no serious accessibility problem',
    browser.test(async ({ open }) => {
      const product = await soldOutSeeded();
      const { page } = await open({ viewport });
      await page.goto(pageUrl(`/products?category=${encodeURIComponent('Nail Care')}`));
      await page.getByRole('button', { name: 'Accept' }).click();
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.name }) });
      const cardButton = card.getByRole('button', { name: /^Out of stock/ });
      await cardButton.waitFor();
      expect(await cardButton.isDisabled()).toBe(true);
      expect(await card.getByRole('button', { name: /^Add to Cart/ }).count()).toBe(0);
      const others = page
        .getByRole('article')
        .filter({ hasNot: page.getByRole('link', { name: product.name }) });
      expect(
        await others
          .first()
          .getByRole('button', { name: /^Add to Cart/ })
          .isEnabled(),
      ).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await card.getByRole('link', { name: product.name }).click();
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      const pageButton = page.getByRole('button', { name: 'Out of stock', exact: true });
      expect(await pageButton.isDisabled()).toBe(true);
      expect(await page.getByRole('group', { name: 'Quantity' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Add to Favourites' }).isEnabled()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }),
  );

  it(
    'when a product’s stock is tracked, then the quantity stops at what is left and says Only N left',
    browser.test(async ({ open }) => {
      const adminToken = signToken((await seededAdmin()).claims);
      const category = await categoryNamed('Skincare');
      const scarce = await createProduct(adminToken, {
        name: `Baobab Night Oil ${Date.now()}`,
        description: 'Two bottles left.',
        price: '7000',
        categoryId: category._id,
        stock: '2',
      });
      try {
        const { page } = await open({ viewport });
        await page.goto(pageUrl(`/products/${scarce._id}`));
        await page.getByRole('heading', { level: 1, name: scarce.name }).waitFor();
        const increase = page.getByRole('button', { name: 'Increase quantity' });
        await increase.click();

        expect(await page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('2');
        expect(await increase.isDisabled()).toBe(true);
        await page.getByText('Only 2 left', { exact: true }).waitFor();
        expect(await page.getByRole('button', { name: 'Add to Cart', exact: true }).isEnabled()).toBe(true);
        await page.getByRole('button', { name: 'Accept' }).click();
        expect(await seriousA11yViolations(page)).toEqual([]);
      } finally {
        await deleteProduct(adminToken, scarce._id);
      }
    }),
  );
});

/** The on-screen size of what an image paints (object-fit: contain keeps its proportions inside its box). */
async function paintedSize(image: Locator): Promise<{ width: number; height: number }> {
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const box = img.getBoundingClientRect();
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    return { width: img.naturalWidth * scale, height: img.naturalHeight * scale };
  });
}

describe.each<Viewport>(['desktop', 'mobile'])("a first-time shopper's product page (%s)", (viewport) => {
  let adminToken: string;
  let product: Product;

  beforeAll(async () => {
    adminToken = signToken((await seededAdmin()).claims);
  });

  /** A product of its own with a 1600 px upload, so the original is larger than every variant. */
  async function productWithLargePicture(page: Page): Promise<Product> {
    const category = await categoryNamed('Skincare');
    return createProduct(adminToken, {
      name: `Large Picture Serum ${viewport} ${Date.now()}`,
      description: 'A serum for a first visit.',
      price: '8000',
      categoryId: category._id,
      images: [await drawPng(page, 1600, 1600)],
    });
  }

  afterEach(async () => {
    if (product) await deleteProduct(adminToken, product._id);
  });

  it(
    'when the shopper favourites the product, then the button reads Remove from Favourites with a filled heart, and a second press reads Add to Favourites again',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      product = await productWithLargePicture(page);
      await signInAs(page, await registerAccount(newAccount('first-favourite')));
      await page.goto(pageUrl(`/products/${product._id}`));
      await page.getByRole('button', { name: 'Accept' }).click();
      const add = page.getByRole('button', { name: 'Add to Favourites' });
      expect(await add.locator('path').getAttribute('fill')).toBe('none');
      const plainBackground = await add.evaluate((button) => getComputedStyle(button).backgroundColor);

      await add.click();
      await page.getByText(`${product.name} added to favorites`, { exact: true }).waitFor();
      const remove = page.getByRole('button', { name: 'Remove from Favourites' });
      expect(await remove.locator('path').getAttribute('fill')).toBe('currentColor');
      expect(await remove.getAttribute('aria-pressed')).toBeNull();
      // The button's colours change over a 0.15 s transition: read them once it has run.
      await waitUntil(
        () => remove.evaluate((button) => getComputedStyle(button).backgroundColor),
        (background) => background !== plainBackground,
        { what: 'the favourite colour' },
      );
      await remove.screenshot({ path: `e2e/artifacts/favourite-${viewport}.png` });
      expect(await seriousA11yViolations(page)).toEqual([]);

      await remove.click();
      await page.getByText(`${product.name} removed from favorites`, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add to Favourites' }).waitFor();
      expect(await page.getByRole('button', { name: 'Remove from Favourites' }).count()).toBe(0);
    }),
  );

  it(
    'when the shopper enlarges the picture, then the original upload shows larger than on the page and within the screen',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      product = await productWithLargePicture(page);
      await page.goto(pageUrl(`/products/${product._id}`));
      await page.getByRole('button', { name: 'Accept' }).click();
      const enlarge = page.getByRole('button', { name: `Enlarge picture of ${product.name}` });
      const onPage = await paintedSize(enlarge.getByRole('img'));

      await enlarge.click();
      const dialog = page.getByRole('dialog', { name: product.name });
      const enlarged = dialog.getByRole('img', { name: product.name });
      const shown = await paintedSize(enlarged);
      expect(await enlarged.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(
        new URL(product.images[0]!.url, pageUrl('/')).href,
      );
      expect(shown.width).toBeGreaterThan(onPage.width);
      const screen = page.viewportSize()!;
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
      expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
      // It fills the screen in the direction that limits it: the width on a phone, the height on a desktop.
      expect(Math.max(shown.width / screen.width, shown.height / screen.height)).toBeGreaterThan(0.85);
      await page.screenshot({ path: `e2e/artifacts/enlarged-${viewport}.png` });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await enlarge.and(page.locator(':focus')).waitFor();
    }),
  );

  it(
    'when the shopper sends a review, then a thank-you takes the form’s place; deleting the review brings the form back',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      product = await productWithLargePicture(page);
      await signInAs(page, await registerAccount(newAccount('first-review')));
      await page.goto(pageUrl(`/products/${product._id}`));
      await page.getByRole('button', { name: 'Accept' }).click();
      const section = reviews(page);
      await section.getByLabel('Comment').fill('Gentle on my skin');
      await section.getByRole('button', { name: 'Submit Review' }).click();
      await page.getByText('Review added successfully', { exact: true }).waitFor();

      const thanks = section.getByRole('status');
      await thanks
        .filter({ hasText: 'Thank you for your review! You can edit or delete your review above.' })
        .waitFor();
      await thanks.and(page.locator(':focus')).waitFor();
      await section.getByRole('heading', { level: 3, name: 'Your review' }).waitFor();
      expect(await section.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);
      expect(await section.getByLabel('Comment').count()).toBe(0);
      await section.screenshot({ path: `e2e/artifacts/reviewed-${viewport}.png` });
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.reload();
      await section
        .getByRole('status')
        .filter({ hasText: 'You have reviewed this product. You can edit or delete your review above.' })
        .waitFor();
      await section.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await section.getByRole('button', { name: 'Submit Review' }).waitFor();
      await section.getByRole('heading', { level: 3, name: 'Write a review' }).waitFor();
    }),
  );
});
