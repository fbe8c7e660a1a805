import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { Category, ErrorBody, Product } from '@glow/contracts';
import { waitFor } from '@glow/testing';
import { multipart, pngOf } from './support/image-files';
import { getJson, startCatalog, sweptByTheTest, type CatalogUnderTest } from './support/start-catalog';

describe('admin product and category writes', () => {
  let catalog: CatalogUnderTest;
  let adminToken: string;
  let shopperToken: string;
  let category: Category;

  beforeAll(async () => {
    catalog = await startCatalog(['catalog.product.upserted', 'catalog.product.deleted'], sweptByTheTest);
    adminToken = catalog.running.keys.sign({ _id: randomUUID(), isAdmin: true, tv: 0 });
    shopperToken = catalog.running.keys.sign({ _id: randomUUID(), isAdmin: false, tv: 0 });
    category = (await getJson<Category[]>(`${catalog.url}/api/categories`)).body[0]!;
  });
  afterAll(() => catalog.stop());

  const send = async <T>(
    method: string,
    path: string,
    body?: FormData,
    token: string | null = adminToken,
  ) => {
    const response = await fetch(`${catalog.url}${path}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body,
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  const uploaded = async () => new Set(await readdir(catalog.uploadsDir));
  const filesOf = (product: { images: { public_id: string }[] }) =>
    product.images.map((image) => `${image.public_id}.webp`);
  const filesStartingWith = async (publicId: string) =>
    [...(await uploaded())].filter((file) => file.startsWith(publicId));

  const productForm = (extra: Record<string, string | string[]> = {}) => ({
    name: 'Shea Lip Balm',
    description: 'Soft lips all day',
    price: '4500.50',
    category: category._id,
    ...extra,
  });

  it('when an admin creates a product with two images, then it is saved with exact money, its files are served and it is announced', async () => {
    const form = multipart(productForm({ discountPrice: '3999.99' }), [
      { field: 'images', name: 'front.png', content: await pngOf(1300, 1000) },
      { field: 'images', name: 'back.png', content: await pngOf(300, 300) },
    ]);
    const { status, body: product } = await send<Product>('POST', '/api/products', form);

    expect(status).toBe(201);
    expect(product).toMatchObject({
      name: 'Shea Lip Balm',
      price: 4500.5,
      discountPrice: 3999.99,
      category: { _id: category._id, name: category.name },
      numReviews: 0,
    });
    expect(product.images).toHaveLength(2);
    expect(product.images[0]!.variants!.map((variant) => variant.width)).toEqual([200, 400, 800, 1200]);
    const served = await fetch(`${catalog.url}${product.images[0]!.variants![1]!.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(await getJson(`${catalog.url}/api/products/${product._id}`)).toEqual({
      status: 200,
      body: product,
    });
    await waitFor('the product event', () =>
      catalog.received.some(
        (event) => event.type === 'catalog.product.upserted' && event.key === product._id,
      ),
    );
  });

  it('when a shopper or nobody tries to create a product, then 403 or 401 and no file is kept', async () => {
    const before = await uploaded();
    const form = () =>
      multipart(productForm(), [{ field: 'images', name: 'a.png', content: Buffer.from('x') }]);
    expect((await send('POST', '/api/products', form(), shopperToken)).status).toBe(403);
    expect((await send('POST', '/api/products', form(), null)).status).toBe(401);
    expect(await uploaded()).toEqual(before);
  });

  it.each([
    ['without a name', { name: '' }, 400, 'Please fill in all required fields'],
    ['without a category', { category: '' }, 400, 'Please fill in all required fields'],
    [
      'with a negative price',
      { price: '-1' },
      400,
      'Price must be a number of at least 0 with at most 2 decimals',
    ],
    [
      'with three decimals',
      { price: '10.001' },
      400,
      'Price must be a number of at least 0 with at most 2 decimals',
    ],
    [
      'with a discount above the price',
      { discountPrice: '5000' },
      400,
      'Discount price must be lower than the price',
    ],
    ['with an unknown category', { category: randomUUID() }, 400, 'Category not found'],
  ])(
    'when a product is sent %s (%j), then %i %s and no file is kept',
    async (_label, change, status, message) => {
      const before = await uploaded();
      const form = multipart(productForm(change), [
        { field: 'images', name: 'a.png', content: await pngOf(50, 50) },
      ]);
      expect(await send<ErrorBody>('POST', '/api/products', form)).toMatchObject({
        status,
        body: { message },
      });
      expect(await uploaded()).toEqual(before);
    },
  );

  it('when a renamed text file is uploaded as an image, then 415 names it and nothing is stored', async () => {
    const before = await uploaded();
    const form = multipart(productForm(), [
      { field: 'images', name: 'good.png', content: await pngOf(60, 60) },
      { field: 'images', name: 'invoice.png', content: Buffer.from('this is plain text\n'.repeat(30)) },
    ]);
    expect(await send<ErrorBody>('POST', '/api/products', form)).toEqual({
      status: 415,
      body: {
        message: '"invoice.png" is not an image: only JPEG, PNG, WebP, GIF and AVIF files are accepted',
      },
    });
    expect(await uploaded()).toEqual(before);
  });

  it('when more files than allowed are sent, then 400 says the limit', async () => {
    const image = await pngOf(20, 20);
    const files = Array.from({ length: 11 }, (_, index) => ({
      field: 'images',
      name: `${index}.png`,
      content: image,
    }));
    expect(await send<ErrorBody>('POST', '/api/products', multipart(productForm(), files))).toMatchObject({
      status: 400,
      body: { message: 'Too many images: at most 10 per request' },
    });
  });

  it("when an admin updates a product keeping one image and adding one, then the dropped image's files stay until the sweep deletes them", async () => {
    const created = await send<Product>(
      'POST',
      '/api/products',
      multipart(productForm(), [
        { field: 'images', name: 'keep.png', content: await pngOf(500, 500) },
        { field: 'images', name: 'drop.png', content: await pngOf(500, 500) },
      ]),
    );
    const [keep, drop] = created.body.images;
    const form = multipart(productForm({ name: 'Shea Lip Balm XL', existingImages: [keep!.public_id] }), [
      { field: 'images', name: 'new.png', content: await pngOf(250, 250) },
    ]);

    const { status, body: updated } = await send<Product>('PUT', `/api/products/${created.body._id}`, form);

    expect(status).toBe(200);
    expect(updated.name).toBe('Shea Lip Balm XL');
    expect(updated.discountPrice).toBeNull();
    expect(updated.images.map((image) => image.public_id)).toEqual([keep!.public_id, expect.any(String)]);
    expect(await filesStartingWith(drop!.public_id)).toHaveLength(3);
    await catalog.sweepImages();
    const files = await uploaded();
    expect(files.has(`${keep!.public_id}.webp`)).toBe(true);
    expect([...files].filter((file) => file.startsWith(drop!.public_id))).toEqual([]);
    expect(files.has(filesOf(updated)[1]!)).toBe(true);
  });

  it('when an admin deletes a product, then it is gone, catalog.product.deleted is published, and the sweep deletes all its files', async () => {
    const created = await send<Product>(
      'POST',
      '/api/products',
      multipart(productForm(), [{ field: 'images', name: 'x.png', content: await pngOf(900, 400) }]),
    );
    const publicId = created.body.images[0]!.public_id;
    expect(await filesStartingWith(publicId)).toHaveLength(4);

    expect(await send('DELETE', `/api/products/${created.body._id}`)).toEqual({
      status: 200,
      body: { message: 'Product deleted successfully' },
    });

    expect((await getJson(`${catalog.url}/api/products/${created.body._id}`)).status).toBe(404);
    expect(await filesStartingWith(publicId)).toHaveLength(4);
    await catalog.sweepImages();
    expect(await filesStartingWith(publicId)).toEqual([]);
    await waitFor('the deletion event', () =>
      catalog.received.some(
        (event) => event.type === 'catalog.product.deleted' && event.key === created.body._id,
      ),
    );
    expect((await send('DELETE', `/api/products/${created.body._id}`)).status).toBe(404);
  });

  it('when categories are created, renamed with images removed, and deleted, then the sweep deletes their files; a category in use is refused', async () => {
    const created = await send<Category>(
      'POST',
      '/api/categories',
      multipart({ name: 'Lip Care' }, [
        { field: 'images', name: 'one.png', content: await pngOf(400, 400) },
        { field: 'images', name: 'two.png', content: await pngOf(400, 400) },
      ]),
    );
    expect(created.status).toBe(201);
    const [one, two] = created.body.images;

    expect((await send<ErrorBody>('POST', '/api/categories', multipart({ name: 'lip care' }))).body).toEqual({
      message: 'A category with this name already exists',
    });

    const renamed = await send<Category>(
      'PUT',
      `/api/categories/${created.body._id}`,
      multipart({ name: 'Lip & Mouth Care', 'removeImages[]': [one!.public_id] }),
    );
    expect(renamed.body).toEqual({ _id: created.body._id, name: 'Lip & Mouth Care', images: [two] });
    expect(await filesStartingWith(one!.public_id)).toHaveLength(2);
    await catalog.sweepImages();
    expect(await filesStartingWith(one!.public_id)).toEqual([]);
    expect(await filesStartingWith(two!.public_id)).toHaveLength(2);

    const product = await send<Product>(
      'POST',
      '/api/products',
      multipart(productForm({ category: created.body._id })),
    );
    expect(await send('DELETE', `/api/categories/${created.body._id}`)).toEqual({
      status: 409,
      body: {
        message: 'This category cannot be deleted: 1 product uses it. Move them to another category first.',
      },
    });
    await send('DELETE', `/api/products/${product.body._id}`);

    expect(await send('DELETE', `/api/categories/${created.body._id}`)).toEqual({
      status: 200,
      body: { message: 'Category deleted successfully.' },
    });
    expect(await filesStartingWith(two!.public_id)).toHaveLength(2);
    await catalog.sweepImages();
    expect(await filesStartingWith(two!.public_id)).toEqual([]);
    expect((await send('DELETE', `/api/categories/${created.body._id}`)).status).toBe(404);
    expect((await send('POST', '/api/categories', multipart({ name: 'x' }), shopperToken)).status).toBe(403);
  });
});
