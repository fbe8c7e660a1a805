import type { ErrorBody, ExchangeRatesAnswer, Product, ProductListPage, ProductSort } from '@glow/contracts';
import { loadDemoCatalogue } from '@glow/demo-catalogue';
import { demoSummary } from './support/demo-expected';
import { beautyAttributesShape, discountAtLeast, displayPrice, ids, sorted } from './support/expected';
import { allProducts, getJson, startCatalog, type CatalogUnderTest } from './support/start-catalog';

const { products: demoProducts } = loadDemoCatalogue();

describe('GET /api/products', () => {
  let catalog: CatalogUnderTest;
  let everything: Product[];
  const page = (query: string) => getJson<ProductListPage>(`${catalog.url}/api/products?${query}`);

  beforeAll(async () => {
    catalog = await startCatalog();
    everything = await allProducts(catalog.url);
  });
  afterAll(() => catalog.stop());

  it('when called without parameters, then it answers every seeded product as a plain array of the API shape', async () => {
    expect(everything).toHaveLength(demoProducts.length);
    expect(everything.length).toBeGreaterThanOrEqual(60);
    const seeded = new Map(demoProducts.map((product) => [product.name, product]));
    for (const product of everything) {
      const source = seeded.get(product.name)!;
      const { price, discountPrice, stock, maxPrice } = demoSummary(source);
      expect(product).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: source.name,
        description: source.description,
        price,
        discountPrice,
        images: expect.arrayContaining([
          { url: expect.stringMatching(/^\/uploads\/.+\.svg$/), public_id: expect.any(String) },
        ]),
        category: { _id: expect.any(String), name: expect.any(String) },
        stock,
        averageRating: 0,
        numReviews: 0,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        updatedAt: expect.any(String),
        maxPrice,
        options: source.options,
        ...beautyAttributesShape(product),
      });
      // 1–3 pictures of each variant.
      expect(product.images.length).toBeGreaterThanOrEqual(source.variants.length);
      expect(product.images.length).toBeLessThanOrEqual(3 * source.variants.length);
    }
    expect(ids(everything)).toEqual(ids(sorted(everything, 'default')));
  });

  it('when only a page is asked for, then it answers the first 28 in the default order with the totals', async () => {
    const { status, body } = await page('page=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      page: 1,
      total: everything.length,
      pages: Math.ceil(everything.length / 28),
    });
    expect(ids(body.items)).toEqual(ids(everything.slice(0, 28)));
  });

  it('when paging with a limit, then pages are consecutive slices and the last one is partial', async () => {
    const pages = Math.ceil(everything.length / 10);
    const second = await page('limit=10&page=2');
    expect(second.body).toMatchObject({ page: 2, total: everything.length, pages });
    expect(ids(second.body.items)).toEqual(ids(everything.slice(10, 20)));
    const last = await page(`limit=10&page=${pages}`);
    expect(ids(last.body.items)).toEqual(ids(everything.slice((pages - 1) * 10)));
    const beyond = await page(`limit=10&page=${pages + 1}`);
    expect(beyond.body).toMatchObject({ items: [], total: everything.length, pages });
  });

  it('when walking every page of a sort, then each product appears exactly once in that order', async () => {
    const walked: Product[] = [];
    for (let number = 1; number <= Math.ceil(everything.length / 7); number += 1) {
      walked.push(...(await page(`sort=nameAsc&limit=7&page=${number}`)).body.items);
    }
    expect(ids(walked)).toEqual(ids(sorted(everything, 'nameAsc')));
  });

  it.each<ProductSort>(['default', 'priceAsc', 'priceDesc', 'nameAsc', 'nameDesc', 'newest'])(
    'when sorted by %s, then the order matches the display price, name or creation date',
    async (sort) => {
      const { body } = await page(`sort=${sort}&limit=100`);
      expect(ids(body.items)).toEqual(ids(sorted(everything, sort)));
    },
  );

  it('when searching, then names containing the text in any case match and LIKE wildcards are literal', async () => {
    const { body } = await page('search=CrEaM&limit=100');
    const expected = everything.filter((product) => product.name.toLowerCase().includes('cream'));
    expect(expected.length).toBeGreaterThan(1);
    expect(ids(body.items)).toEqual(ids(expected));
    expect(body.total).toBe(expected.length);
    const withPercent = everything.filter((product) => product.name.includes('%'));
    expect(withPercent.length).toBeLessThan(everything.length);
    expect(ids((await page('search=%25&limit=100')).body.items)).toEqual(ids(withPercent));
    expect((await page('search=_')).body.total).toBe(
      everything.filter((product) => product.name.includes('_')).length,
    );
  });

  it('when filtering by category, then only that exact category name matches', async () => {
    const { body } = await page('category=Makeup&limit=100');
    const expected = everything.filter((product) => product.category?.name === 'Makeup');
    expect(expected.length).toBeGreaterThan(1);
    expect(ids(body.items)).toEqual(ids(expected));
    expect((await page('category=makeup')).body.total).toBe(0);
    expect((await page('category=Tools %26 Accessories')).body.total).toBe(
      everything.filter((product) => product.category?.name === 'Tools & Accessories').length,
    );
  });

  it('when filtering by a naira price range, then display prices on both bounds are included', async () => {
    const prices = [...new Set(everything.map(displayPrice))].sort((a, b) => a - b);
    const [min, max] = [prices[3]!, prices[prices.length - 4]!];
    const { body } = await page(`minPrice=${min}&maxPrice=${max}&currency=NGN&limit=100`);
    const expected = everything.filter(
      (product) => displayPrice(product) >= min && displayPrice(product) <= max,
    );
    expect(ids(body.items)).toEqual(ids(expected));
    expect(body.items.some((product) => displayPrice(product) === min)).toBe(true);
    expect(body.items.some((product) => displayPrice(product) === max)).toBe(true);
  });

  it('when filtering by a price range in another currency, then prices are compared after conversion', async () => {
    // The catalog converts with its own rates (here: the shipped snapshot, as no provider answers).
    const usd = (await getJson<ExchangeRatesAnswer>(`${catalog.url}/api/exchange-rates`)).body.rates.USD!;
    const { body } = await page('minPrice=5&maxPrice=20&currency=USD&limit=100&sort=priceAsc');
    const expected = everything.filter((product) => {
      const inUsd = displayPrice(product) * usd;
      return inUsd >= 5 && inUsd <= 20;
    });
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(everything.length);
    expect(ids(body.items)).toEqual(ids(sorted(expected, 'priceAsc')));
  });

  it('when asking for a minimum discount or discounts only, then the percentage rule of the spec applies', async () => {
    const atLeast20 = await page('minDiscount=20&limit=100');
    const expected20 = everything.filter(
      (product) => product.discountPrice != null && discountAtLeast(product, 20),
    );
    expect(expected20.length).toBeGreaterThan(0);
    expect(ids(atLeast20.body.items)).toEqual(ids(expected20));

    const discounted = await page('discountOnly=true&limit=100');
    const expectedDiscounted = everything.filter((product) => product.discountPrice != null);
    expect(ids(discounted.body.items)).toEqual(ids(expectedDiscounted));
    expect(expectedDiscounted.length).toBeLessThan(everything.length);

    expect((await page('minDiscount=0&limit=100')).body.total).toBe(everything.length);
    expect((await page('discountOnly=false&limit=100')).body.total).toBe(everything.length);
  });

  it('when filters are combined, then a product must pass all of them', async () => {
    const { body } = await page('category=Skincare&discountOnly=true&maxPrice=20000&sort=priceDesc&limit=5');
    const expected = sorted(
      everything.filter(
        (product) =>
          product.category?.name === 'Skincare' &&
          product.discountPrice != null &&
          displayPrice(product) <= 20_000,
      ),
      'priceDesc',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(body).toMatchObject({ total: expected.length, pages: Math.ceil(expected.length / 5) });
    expect(ids(body.items)).toEqual(ids(expected.slice(0, 5)));
  });

  it.each([
    ['page=0', 'page'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['sort=cheapest', 'sort'],
    ['minDiscount=101', 'minDiscount'],
    ['minPrice=-1', 'minPrice'],
    ['minPrice=9&maxPrice=3', 'minPrice'],
    ['minPrice=3&currency=XYZ', 'no exchange rate for XYZ'],
    ['minPrice=3&currency=USD&rate=0.5', 'rate'],
    ['discountOnly=yes', 'discountOnly'],
    ['sort=priceAsc&sort=nameAsc', 'sort'],
    ['colour=red', 'colour'],
  ])('when the query is %s, then it answers 400 naming %s', async (query, name) => {
    const { status, body } = await getJson<ErrorBody>(`${catalog.url}/api/products?${query}`);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(body.errors!.map((error) => error.msg).join(' ')).toContain(name);
  });

  it('when the search is longer than 100 characters, then the 400 says so in a sentence; 100 are searched', async () => {
    const tooLong = await getJson<ErrorBody>(`${catalog.url}/api/products?search=${'a'.repeat(101)}`);
    expect(tooLong).toEqual({
      status: 400,
      body: {
        message: 'search: Search is limited to 100 characters.',
        errors: [{ msg: 'search: Search is limited to 100 characters.' }],
      },
    });

    const longest = await page(`search=${'a'.repeat(100)}`);
    expect(longest).toMatchObject({ status: 200, body: { items: [], total: 0 } });
  });
});
