import { randomUUID } from 'node:crypto';
import type { Category, Product, Review } from '@glow/contracts';
import type { Pool } from '@glow/service-kit';
import { failAdminActionRecords, recordedAdminActions, testPool } from '@glow/testing';
import { multipart } from './support/image-files';
import { getJson, startCatalog, type CatalogUnderTest } from './support/start-catalog';

describe("the catalog's admin actions on record (catalog.admin-action.recorded)", () => {
  let catalog: CatalogUnderTest;
  let pool: Pool;
  let category: Category;
  const adminId = randomUUID();
  const sessionId = randomUUID();
  let adminToken: string;

  beforeAll(async () => {
    catalog = await startCatalog();
    pool = testPool(catalog.running.database!.url);
    adminToken = catalog.running.keys.sign({ _id: adminId, isAdmin: true, tv: 0, sid: sessionId });
    category = (await getJson<Category[]>(`${catalog.url}/api/categories`)).body[0]!;
  });
  afterAll(async () => {
    await pool.end();
    await catalog.stop();
  });

  let requestId: string;
  beforeEach(() => {
    requestId = `req-${randomUUID()}`;
  });

  const call = async <T>(method: string, path: string, body?: FormData | object, token = adminToken) => {
    const response = await fetch(`${catalog.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-request-id': requestId,
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body && JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const productForm = (extra: Record<string, string> = {}) =>
    multipart({
      name: 'Shea Lip Balm',
      description: 'Soft lips all day',
      price: '4500.50',
      stock: '12',
      category: category._id,
      ...extra,
    });
  const newProduct = async () => (await call<Product>('POST', '/api/products', productForm())).body;
  const actionsAbout = async (subjectId: string) =>
    (await recordedAdminActions(pool, 'catalog')).filter((event) => event.data.subject.id === subjectId);
  const who = () => ({ actor: { userId: adminId, sessionId }, requestId });

  it('when an admin creates a product, then the action is on record with who, the request and the product as created', async () => {
    const product = await newProduct();

    const [recorded, ...more] = await actionsAbout(product._id);
    expect(more).toEqual([]);
    expect(recorded!.type).toBe('catalog.admin-action.recorded');
    expect(recorded!.data).toEqual({
      ...who(),
      action: 'product.created',
      subject: { type: 'product', id: product._id },
      after: {
        name: 'Shea Lip Balm',
        description: 'Soft lips all day',
        price: 4500.5,
        discountPrice: null,
        stock: 12,
        category: category.name,
        images: [],
        brand: null,
        skinTypes: [],
        concerns: [],
        ingredients: '',
        howToUse: '',
        size: null,
        nafdacNumber: null,
      },
      at: expect.any(String),
    });
  });

  it('when an admin changes the price, discount price and stock, then only those are on record, before and after', async () => {
    const product = await newProduct();

    const update = await call<Product>(
      'PUT',
      `/api/products/${product._id}`,
      productForm({ price: '5000', discountPrice: '4200.25', stock: '3' }),
    );

    expect(update.status).toBe(200);
    const [, recorded] = await actionsAbout(product._id);
    expect(recorded!.data).toMatchObject({
      ...who(),
      action: 'product.updated',
      before: { price: 4500.5, discountPrice: null, stock: 12 },
      after: { price: 5000, discountPrice: 4200.25, stock: 3 },
    });
  });

  it('when an admin saves a product unchanged, then nothing more is on record', async () => {
    const product = await newProduct();

    expect((await call('PUT', `/api/products/${product._id}`, productForm())).status).toBe(200);

    expect((await actionsAbout(product._id)).map((event) => event.data.action)).toEqual(['product.created']);
  });

  it('when the change is refused, then nothing is on record', async () => {
    const product = await newProduct();

    const refused = await call(
      'PUT',
      `/api/products/${product._id}`,
      productForm({ category: randomUUID() }),
    );

    expect(refused.status).toBe(400);
    expect(await actionsAbout(product._id)).toHaveLength(1);
  });

  it('when the action cannot be put on record, then the price change is not made either (one transaction)', async () => {
    const product = await newProduct();
    const fault = await failAdminActionRecords(pool, 'catalog');
    try {
      const failed = await call('PUT', `/api/products/${product._id}`, productForm({ price: '1' }));
      expect(failed.status).toBe(500);
    } finally {
      await fault.remove();
    }

    expect((await getJson<Product>(`${catalog.url}/api/products/${product._id}`)).body.price).toBe(4500.5);
    expect(await actionsAbout(product._id)).toHaveLength(1);
  });

  it('when an admin deletes a product, then the product as it was is on record', async () => {
    const product = await newProduct();

    expect((await call('DELETE', `/api/products/${product._id}`)).status).toBe(200);

    const [, recorded] = await actionsAbout(product._id);
    expect(recorded!.data).toMatchObject({
      ...who(),
      action: 'product.deleted',
      before: { name: 'Shea Lip Balm', price: 4500.5, stock: 12 },
    });
    expect(recorded!.data.after).toBeUndefined();
  });

  describe('reviews', () => {
    const shopperId = randomUUID();
    const shopper = () => catalog.running.keys.sign({ _id: shopperId, isAdmin: false, tv: 0 });
    const review = async (token = shopper()) => {
      const product = await newProduct();
      return (
        await call<Review>(
          'POST',
          `/api/products/${product._id}/reviews`,
          { rating: 1, comment: 'Fake!' },
          token,
        )
      ).body;
    };

    it("when an admin deletes a shopper's review, then the review as it was is on record", async () => {
      const deleted = await review();

      expect((await call('DELETE', `/api/reviews/${deleted._id}`)).status).toBe(200);

      expect((await actionsAbout(deleted._id)).map((event) => event.data)).toEqual([
        {
          ...who(),
          action: 'review.deleted',
          subject: { type: 'review', id: deleted._id },
          before: { productId: deleted.productId, userId: shopperId, rating: 1, comment: 'Fake!' },
          at: expect.any(String),
        },
      ]);
    });

    it('when a shopper deletes their own review, or an admin theirs, then nothing is on record', async () => {
      const own = await review();
      const admins = await review(adminToken);

      expect((await call('DELETE', `/api/reviews/${own._id}`, undefined, shopper())).status).toBe(200);
      expect((await call('DELETE', `/api/products/${admins.productId}/reviews/${admins._id}`)).status).toBe(
        200,
      );

      expect(await actionsAbout(own._id)).toEqual([]);
      expect(await actionsAbout(admins._id)).toEqual([]);
    });
  });
});
