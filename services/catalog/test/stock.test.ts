import type { ErrorBody, Product, ProductListPage } from '@glow/contracts';
import { loadDemoCatalogue } from '@glow/demo-catalogue';
import { demoSummary } from './support/demo-expected';
import { multipart } from './support/image-files';
import { allProducts, getJson, startCatalog, type CatalogUnderTest } from './support/start-catalog';
import { line, stockDriver } from './support/stock';

describe('stock in product answers and the admin form', () => {
  let catalog: CatalogUnderTest;
  let stock: ReturnType<typeof stockDriver>;

  beforeAll(async () => {
    catalog = await startCatalog();
    stock = stockDriver(catalog);
  });
  afterAll(() => catalog.stop());

  const update = async (product: Product, fields: Record<string, string>) => {
    const form = multipart({
      name: product.name,
      description: product.description,
      price: String(product.price),
      category: product.category!._id,
      ...fields,
    });
    const response = await fetch(`${catalog.url}/api/products/${product._id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${stock.adminToken}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Product & ErrorBody };
  };

  const listedStock = async (product: Product) => {
    const query = `search=${encodeURIComponent(product.name)}&limit=5`;
    const { body } = await getJson<ProductListPage>(`${catalog.url}/api/products?${query}`);
    return body.items.find((item) => item._id === product._id)?.stock;
  };

  it('when the demo catalogue is served, then untracked products say stock null and tracked ones their units, and so do their variants', async () => {
    const seeded = new Map(loadDemoCatalogue().products.map((product) => [product.name, product]));
    const served = await allProducts(catalog.url);

    expect(served.map((product) => [product.name, product.stock])).toEqual(
      served.map((product) => [product.name, demoSummary(seeded.get(product.name)!).stock]),
    );
    expect(served.some((product) => product.stock === null)).toBe(true);
    expect(served.some((product) => (product.stock ?? 0) > 0)).toBe(true);
    // The one sold-out demo item is a shade of a product whose other shades are not tracked.
    const polish = served.find((product) => product.name === 'Gel-Effect Nail Polish 12ml')!;
    const { body } = await getJson<Product>(`${catalog.url}/api/products/${polish._id}`);
    expect(body.variants!.map((variant) => [variant.options.Shade, variant.stock])).toEqual([
      ['Ruby Red', null],
      ['Ankara Orange', null],
      ['Nude Caramel', 0],
    ]);
  });

  it('when an admin creates a product with stock 7, then it answers 7 and announces it tracked', async () => {
    const product = await stock.product('Tracked Lip Oil', 7);

    expect(product.stock).toBe(7);
    expect(await stock.stockOf(product)).toBe(7);
    expect(await stock.announcedStock(product)).toEqual([{ stock: 7, stockTracked: true }]);
  });

  it('when an admin creates a product with the stock field empty, then it is not tracked: null, announced as 0 untracked', async () => {
    const product = await stock.product('Untracked Lip Oil', null);

    expect(product.stock).toBeNull();
    expect(await stock.stockOf(product)).toBeNull();
    expect(await stock.announcedStock(product)).toEqual([{ stock: 0, stockTracked: false }]);
  });

  it('when an admin updates a product without, with and with an empty stock field, then it is kept, set, then untracked', async () => {
    const product = await stock.product('Editable Toner', 4);

    expect((await update(product, { name: 'Editable Toner 2' })).body.stock).toBe(4);
    expect((await update(product, { stock: '12' })).body.stock).toBe(12);
    expect((await update(product, { stock: '0' })).body.stock).toBe(0);
    expect((await update(product, { stock: ' ' })).body.stock).toBeNull();
    expect(await stock.stockOf(product)).toBeNull();
  });

  it.each(['-1', '2.5', 'lots', '12345678'])(
    'when an admin sends stock %p, then 400 says what stock must be and nothing changes',
    async (value) => {
      const product = await stock.product(`Stock Check ${value}`, 3);

      expect(await update(product, { stock: value })).toEqual({
        status: 400,
        body: { message: 'Stock must be a whole number of at least 0' },
      });
      expect(await stock.stockOf(product)).toBe(3);
    },
  );

  it('when units are reserved, then the product, its listing page and the plain list show what is left', async () => {
    const product = await stock.product('Reserved Body Mist', 5);
    const inPlainList = async () =>
      (await allProducts(catalog.url)).find((each) => each._id === product._id)?.stock;
    expect([await listedStock(product), await inPlainList()]).toEqual([5, 5]);

    const answer = await stock.reserve({ orderId: 'answers-1', hold: 1, items: [line(product, 2)] });

    expect(answer.status).toBe(200);
    expect(await stock.stockOf(product)).toBe(3);
    expect([await listedStock(product), await inPlainList()]).toEqual([3, 3]);
  });
});
