import type { Category, ErrorBody, Product } from '@glow/contracts';
import { loadDemoCatalogue } from '@glow/demo-catalogue';
import { ids, sorted } from './support/expected';
import { allProducts, getJson, startCatalog, type CatalogUnderTest } from './support/start-catalog';

const { categories: demoCategories } = loadDemoCatalogue();

/** Exact discount share as a fraction, for ordering without float noise. */
const discountShare = (product: Product) =>
  (product.price - (product.discountPrice ?? product.price)) / product.price;

describe('products by id, home rails and categories', () => {
  let catalog: CatalogUnderTest;
  let everything: Product[];

  beforeAll(async () => {
    catalog = await startCatalog();
    everything = await allProducts(catalog.url);
  });
  afterAll(() => catalog.stop());

  it('when a product without options is asked for by id, then it answers that product as in the list, with its one variant', async () => {
    const wanted = everything[5]!;
    const { status, body } = await getJson<Product>(`${catalog.url}/api/products/${wanted._id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      ...wanted,
      options: [],
      variants: [
        {
          _id: wanted._id,
          sku: expect.stringMatching(/^GLOW-\d{6}$/),
          options: {},
          price: wanted.price,
          discountPrice: wanted.discountPrice ?? null,
          stock: wanted.stock,
          images: [],
        },
      ],
    });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-product'],
    ['a Mongo-style id', '64b7f3c2a1d4e5f6a7b8c9d0'],
  ])('when %s is asked for, then it answers 404 Product not found', async (_label, id) => {
    const { status, body } = await getJson<ErrorBody>(`${catalog.url}/api/products/${id}`);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Product not found' });
  });

  it('when new arrivals are asked for, then the newest come first, 12 unless a limit is given', async () => {
    const newest = ids(sorted(everything, 'newest'));
    const standard = await getJson<Product[]>(`${catalog.url}/api/products/new?limit=12`);
    expect(ids(standard.body)).toEqual(newest.slice(0, 12));
    expect(ids((await getJson<Product[]>(`${catalog.url}/api/products/new`)).body)).toEqual(
      newest.slice(0, 12),
    );
    expect(ids((await getJson<Product[]>(`${catalog.url}/api/products/new?limit=3`)).body)).toEqual(
      newest.slice(0, 3),
    );
  });

  it('when deals are asked for, then only discounted products come, the largest discount first', async () => {
    const { status, body } = await getJson<Product[]>(`${catalog.url}/api/products/discounts?limit=12`);
    expect(status).toBe(200);
    const discounted = everything.filter((product) => product.discountPrice != null);
    expect(body).toHaveLength(Math.min(12, discounted.length));
    const shares = body.map(discountShare);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    const smallestShown = shares[shares.length - 1]!;
    const shown = new Set(ids(body));
    expect(
      discounted
        .filter((product) => !shown.has(product._id))
        .every((product) => discountShare(product) <= smallestShown),
    ).toBe(true);
  });

  it.each(['new?limit=0', 'new?limit=500', 'discounts?limit=x', 'discounts?page=2'])(
    'when the rail query is %s, then it answers 400',
    async (path) => {
      const { status, body } = await getJson<ErrorBody>(`${catalog.url}/api/products/${path}`);
      expect(status).toBe(400);
      expect(body.errors?.length).toBeGreaterThan(0);
    },
  );

  it('when categories are asked for, then every seeded category comes with its image, in catalogue order', async () => {
    const { status, body } = await getJson<Category[]>(`${catalog.url}/api/categories`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(6);
    expect(body.map((category) => category.name)).toEqual(demoCategories.map((category) => category.name));
    for (const category of body) {
      expect(category).toEqual({
        _id: expect.any(String),
        name: expect.any(String),
        images: [
          { url: expect.stringMatching(/^\/uploads\/demo-category-.+\.svg$/), public_id: expect.any(String) },
        ],
      });
    }
    const categoryIds = new Set(body.map((category) => category._id));
    expect(everything.every((product) => product.category && categoryIds.has(product.category._id))).toBe(
      true,
    );
  });
});
