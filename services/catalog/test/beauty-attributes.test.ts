import { randomUUID } from 'node:crypto';
import type { Category, ErrorBody, Product, ProductListPage } from '@glow/contracts';
import type { Pool } from '@glow/service-kit';
import { recordedAdminActions, testPool, waitFor } from '@glow/testing';
import { multipart } from './support/image-files';
import { getJson, startCatalog, type CatalogUnderTest } from './support/start-catalog';

describe("a product's beauty attributes, through the admin form", () => {
  let catalog: CatalogUnderTest;
  let pool: Pool;
  let adminToken: string;
  let category: Category;

  beforeAll(async () => {
    catalog = await startCatalog();
    pool = testPool(catalog.running.database!.url);
    adminToken = catalog.running.keys.sign({ _id: randomUUID(), isAdmin: true, tv: 0 });
    category = (await getJson<Category[]>(`${catalog.url}/api/categories`)).body[0]!;
  });
  afterAll(async () => {
    await pool.end();
    await catalog.stop();
  });

  const send = async <T>(method: string, path: string, fields: Record<string, string | string[]>) => {
    const response = await fetch(`${catalog.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}` },
      body: multipart(fields),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const form = (extra: Record<string, string | string[]> = {}) => ({
    name: 'Turmeric Brightening Serum',
    description: 'Evens tone in four weeks',
    price: '12500',
    category: category._id,
    ...extra,
  });
  const beauty = {
    brand: 'Arami Essentials',
    skinTypes: ['oily', 'Dry', 'oily'],
    concerns: ['hyperpigmentation', 'acne'],
    ingredients: 'Aqua, Curcuma Longa Root Extract, Niacinamide',
    howToUse: 'Apply 3 drops to clean skin, morning and night.',
    size: '30 ml',
    nafdacNumber: 'a1-1234',
  };
  const attributesOf = ({
    brand,
    skinTypes,
    concerns,
    ingredients,
    howToUse,
    size,
    nafdacNumber,
  }: Product) => ({
    brand,
    skinTypes,
    concerns,
    ingredients,
    howToUse,
    size,
    nafdacNumber,
  });
  const saved = {
    brand: 'Arami Essentials',
    // Each value once, in the vocabulary's order, whatever the form's order and case.
    skinTypes: ['dry', 'oily'],
    concerns: ['acne', 'hyperpigmentation'],
    ingredients: 'Aqua, Curcuma Longa Root Extract, Niacinamide',
    howToUse: 'Apply 3 drops to clean skin, morning and night.',
    size: '30 ml',
    nafdacNumber: 'A1-1234',
  };

  it('when an admin creates a product with them, then the product, its page and the listing carry them, and the event does not', async () => {
    const { status, body: product } = await send<Product>('POST', '/api/products', form(beauty));

    expect(status).toBe(201);
    expect(attributesOf(product)).toEqual(saved);
    expect((await getJson<Product>(`${catalog.url}/api/products/${product._id}`)).body).toEqual(product);
    const listed = await getJson<ProductListPage>(
      `${catalog.url}/api/products?search=${encodeURIComponent(product.name)}`,
    );
    expect(listed.body.items.map(attributesOf)).toEqual([saved]);
    await waitFor('the product event', () => catalog.received.some((event) => event.key === product._id));
    const announced = catalog.received.find((event) => event.key === product._id)!.data as object;
    for (const field of Object.keys(saved)) expect(announced).not.toHaveProperty(field);
  });

  it('when a product is created without them, then it has none: null brand, size and NAFDAC number, empty lists and texts', async () => {
    const { status, body: product } = await send<Product>('POST', '/api/products', form());

    expect(status).toBe(201);
    expect(attributesOf(product)).toEqual({
      brand: null,
      skinTypes: [],
      concerns: [],
      ingredients: '',
      howToUse: '',
      size: null,
      nafdacNumber: null,
    });
  });

  it('when an admin edits them, then the new values replace the old, a field left out is cleared, and only the changes are on record', async () => {
    const { body: created } = await send<Product>('POST', '/api/products', form(beauty));
    const { brand: _brand, size: _size, ...rest } = beauty;

    const { status, body: updated } = await send<Product>(
      'PUT',
      `/api/products/${created._id}`,
      form({ ...rest, concerns: ['dryness'], nafdacNumber: '02-5678' }),
    );

    expect(status).toBe(200);
    expect(attributesOf(updated)).toEqual({
      ...saved,
      brand: null,
      size: null,
      concerns: ['dryness'],
      nafdacNumber: '02-5678',
    });
    const actions = (await recordedAdminActions(pool, 'catalog')).filter(
      (event) => event.data.subject.id === created._id,
    );
    expect(actions.map((event) => event.data.action)).toEqual(['product.created', 'product.updated']);
    expect(actions[1]!.data.before).toEqual({
      brand: 'Arami Essentials',
      size: '30 ml',
      concerns: ['acne', 'hyperpigmentation'],
      nafdacNumber: 'A1-1234',
    });
    expect(actions[1]!.data.after).toEqual({
      brand: null,
      size: null,
      concerns: ['dryness'],
      nafdacNumber: '02-5678',
    });
  });

  it('when an edit sends none of them (a back office that predates them), then the product keeps them all', async () => {
    const { body: created } = await send<Product>('POST', '/api/products', form(beauty));

    const { status, body: updated } = await send<Product>('PUT', `/api/products/${created._id}`, form({}));

    expect(status).toBe(200);
    expect(attributesOf(updated)).toEqual(saved);
  });

  it.each([
    [
      'an unknown skin type',
      { skinTypes: ['oily', 'greasy'] },
      'Unknown skin type "greasy": choose from normal, dry, oily, combination, sensitive',
    ],
    [
      'an unknown concern',
      { concerns: 'wrinkles' },
      expect.stringMatching(/^Unknown concern "wrinkles": choose from acne, /),
    ],
    [
      'a NAFDAC number without its prefix',
      { nafdacNumber: '1234' },
      'NAFDAC number must look like A1-1234 or 02-1234',
    ],
    [
      'a NAFDAC number without its dash',
      { nafdacNumber: 'A1 1234' },
      'NAFDAC number must look like A1-1234 or 02-1234',
    ],
    ['a brand of 101 characters', { brand: 'B'.repeat(101) }, 'Brand must be at most 100 characters'],
    ['a size of 51 characters', { size: 'x'.repeat(51) }, 'Size must be at most 50 characters'],
    [
      'ingredients of 10,001 characters',
      { ingredients: 'x'.repeat(10_001) },
      'Ingredients must be at most 10,000 characters',
    ],
    [
      'how to use of 5,001 characters',
      { howToUse: 'x'.repeat(5_001) },
      'How to use must be at most 5,000 characters',
    ],
  ])(
    'when the form sends %s, then 400 with a sentence and nothing is saved',
    async (_label, extra, message) => {
      const name = `Refused ${randomUUID()}`;
      const { status, body } = await send<ErrorBody>('POST', '/api/products', form({ ...extra, name }));

      expect(status).toBe(400);
      expect(body.message).toEqual(message);
      const { rowCount } = await pool.query('SELECT 1 FROM catalog.products WHERE name = $1', [name]);
      expect(rowCount).toBe(0);
    },
  );
});
