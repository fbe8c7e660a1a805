import { randomUUID } from 'node:crypto';
import type { Category, ErrorBody, Product, ProductVariant, TopicData } from '@glow/contracts';
import { waitFor } from '@glow/testing';
import { multipart, pngOf } from './support/image-files';
import { getJson, startCatalog, type CatalogUnderTest } from './support/start-catalog';
import { stockDriver } from './support/stock';

/** Options and variants through the admin's form, the product's answer, the snapshot and stock. */
describe('products with options and variants', () => {
  let catalog: CatalogUnderTest;
  let stock: ReturnType<typeof stockDriver>;
  let category: Category;

  beforeAll(async () => {
    catalog = await startCatalog(['catalog.product.upserted']);
    stock = stockDriver(catalog);
    category = (await getJson<Category[]>(`${catalog.url}/api/categories`)).body[0]!;
  });
  afterAll(() => catalog.stop());

  const shades = [
    {
      name: 'Shade',
      values: [
        { value: 'Chestnut', swatch: '#8D5524' },
        { value: 'Berry Wine', swatch: '#7b1f3a' },
      ],
    },
  ];
  const twoShades = [
    { options: { Shade: 'Chestnut' }, price: '4500', stock: 3 },
    { options: { Shade: 'Berry Wine' }, price: '5000', discountPrice: '4200', stock: 0 },
  ];

  const send = async <T>(method: string, path: string, body: FormData) => {
    const response = await fetch(`${catalog.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${stock.adminToken}` },
      body,
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  const form = (
    fields: { options?: unknown; variants?: unknown } & Record<string, unknown> = {},
    files = [],
  ) =>
    multipart(
      Object.fromEntries(
        Object.entries({
          name: 'Matte Lip Crayon',
          description: 'Long-wearing matte colour',
          category: category._id,
          options: shades,
          variants: twoShades,
          ...fields,
        }).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
      ),
      files,
    );

  const create = async (fields: Parameters<typeof form>[0] = {}) => {
    const answer = await send<Product>('POST', '/api/products', form(fields));
    if (answer.status !== 201)
      throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const read = async (id: string) => (await getJson<Product>(`${catalog.url}/api/products/${id}`)).body;
  const variantOf = (product: Product, shade: string) =>
    product.variants!.find((variant) => variant.options.Shade === shade)!;

  it('when an admin adds a product with two shades, then it answers its options and variants, and the product shows the cheapest price and the total stock', async () => {
    const created = await create();

    expect(created.options).toEqual([
      {
        name: 'Shade',
        values: [
          { value: 'Chestnut', swatch: '#8d5524' },
          { value: 'Berry Wine', swatch: '#7b1f3a' },
        ],
      },
    ]);
    expect(created.variants).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        sku: expect.stringMatching(/^GLOW-\d{6}$/),
        options: { Shade: 'Chestnut' },
        price: 4500,
        discountPrice: null,
        stock: 3,
        images: [],
      },
      {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        sku: expect.stringMatching(/^GLOW-\d{6}$/),
        options: { Shade: 'Berry Wine' },
        price: 5000,
        discountPrice: 4200,
        stock: 0,
        images: [],
      },
    ]);
    expect(created.variants![0]!._id).not.toBe(created._id);
    expect(created).toMatchObject({ price: 5000, discountPrice: 4200, maxPrice: 4500, stock: 3 });
    expect(await read(created._id)).toEqual(created);
  });

  it('when one variant is not tracked, then the product is not tracked either', async () => {
    const created = await create({
      variants: [twoShades[0], { options: { Shade: 'Berry Wine' }, price: '5000', stock: null }],
    });
    expect(created.stock).toBeNull();
  });

  it('when the admin changes a variant, drops one and adds one, then ids are kept, the dropped one is gone and an unsent stock stays', async () => {
    const created = await create();
    const chestnut = variantOf(created, 'Chestnut');
    const { status, body } = await send<Product>(
      'PUT',
      `/api/products/${created._id}`,
      form({
        options: [{ name: 'Shade', values: [...shades[0]!.values, { value: 'Nude' }] }],
        variants: [
          { _id: chestnut._id, sku: 'CRAYON-CHESTNUT', options: { Shade: 'Chestnut' }, price: '3900' },
          { options: { Shade: 'Nude' }, price: '4100', stock: 9 },
        ],
      }),
    );

    expect(status).toBe(200);
    expect(body.variants).toEqual([
      { ...chestnut, sku: 'CRAYON-CHESTNUT', price: 3900 },
      expect.objectContaining({ options: { Shade: 'Nude' }, price: 4100, stock: 9 }),
    ]);
    expect(body).toMatchObject({ price: 3900, discountPrice: null, stock: 12 });
  });

  it('when a variant shows one of the product’s images, then its answer carries that image', async () => {
    const created = await send<Product>(
      'POST',
      '/api/products',
      form({}, [{ field: 'images', name: 'chestnut.png', content: await pngOf(400, 400) }] as never),
    );
    const product = created.body;
    const image = product.images[0]!;
    const variants = product.variants!.map((variant) => ({
      _id: variant._id,
      options: variant.options,
      price: String(variant.price),
      images: variant.options.Shade === 'Chestnut' ? [image.public_id] : [],
    }));

    const { body } = await send<Product>(
      'PUT',
      `/api/products/${product._id}`,
      form({ variants, existingImages: image.public_id }),
    );

    expect(variantOf(body, 'Chestnut').images).toEqual([image]);
    expect(variantOf(body, 'Berry Wine').images).toEqual([]);
  });

  it('when the product snapshot is announced, then it carries the options and variants', async () => {
    const created = await create();
    const snapshot = await waitFor('the product’s snapshot', async () =>
      catalog.received
        .map((event) => event.data as TopicData<'catalog.product.upserted'>)
        .find((data) => data._id === created._id),
    );
    expect(snapshot.options).toEqual(created.options);
    expect(snapshot.variants).toEqual(created.variants);
  });

  it('when options are dropped, then the product has its default variant again, with the product’s id', async () => {
    const created = await create();
    const { body } = await send<Product>(
      'PUT',
      `/api/products/${created._id}`,
      form({ options: '', variants: '', price: '2500', stock: '4' }),
    );
    expect(body.options).toEqual([]);
    expect(body.variants).toEqual([
      expect.objectContaining({ _id: created._id, options: {}, price: 2500, discountPrice: null, stock: 4 }),
    ]);
    expect(body).toMatchObject({ price: 2500, stock: 4 });
  });

  it.each([
    [
      'four options',
      { options: ['A', 'B', 'C', 'D'].map((name) => ({ name, values: [{ value: 'x' }] })) },
      'A product has at most 3 options',
    ],
    [
      'an option without values',
      { options: [{ name: 'Shade', values: [] }] },
      'Each option needs a name and at least one value',
    ],
    [
      'two options of one name',
      { options: [shades[0], { ...shades[0], name: 'shade' }] },
      'Option names must be different',
    ],
    [
      'a value twice',
      { options: [{ name: 'Shade', values: [{ value: 'Nude' }, { value: 'nude' }] }] },
      'Values of Shade must be different',
    ],
    [
      'a swatch that is no colour',
      { options: [{ name: 'Shade', values: [{ value: 'Nude', swatch: 'beige' }] }] },
      'Swatch must be a colour like #8d5524',
    ],
    ['options without variants', { variants: [] }, 'A product with options needs at least one variant'],
    [
      'a variant without a shade',
      { variants: [{ options: {}, price: '100' }] },
      'Each variant needs a Shade',
    ],
    [
      'a shade the product lacks',
      { variants: [{ options: { Shade: 'Ebony' }, price: '100' }] },
      'Shade has no value Ebony',
    ],
    [
      'an option the product lacks',
      {
        variants: [{ options: { Shade: 'Nude', Size: '30 ml' }, price: '100' }],
        options: [{ name: 'Shade', values: [{ value: 'Nude' }] }],
      },
      'The product has no option Size',
    ],
    ['one shade twice', { variants: [twoShades[0], twoShades[0]] }, 'Two variants are Shade: Chestnut'],
    [
      'a discount at the price',
      { variants: [{ options: { Shade: 'Chestnut' }, price: '100', discountPrice: '100' }] },
      'Discount price must be lower than the price',
    ],
    [
      'a price of words',
      { variants: [{ options: { Shade: 'Chestnut' }, price: 'cheap' }] },
      'Price must be a number of at least 0 with at most 2 decimals',
    ],
    ['variants that are no JSON', { variants: '[{' }, 'Variants must be JSON'],
    [
      'an image the product lacks',
      { variants: [{ options: { Shade: 'Chestnut' }, price: '100', images: ['elsewhere'] }] },
      "A variant's image must be one of the product's images",
    ],
    [
      'an id of a new variant',
      { variants: [{ _id: randomUUID(), options: { Shade: 'Chestnut' }, price: '100' }] },
      'Variant not found',
    ],
  ])('when the form has %s, then 400 with a sentence', async (_case, fields, message) => {
    const { status, body } = await send<ErrorBody>('POST', '/api/products', form(fields));
    expect({ status, message: body.message }).toEqual({ status: 400, message });
  });

  it('when a variant of another product is named, then 400 Variant not found', async () => {
    const [mine, theirs] = [await create(), await create()];
    const { status, body } = await send<ErrorBody>(
      'PUT',
      `/api/products/${mine._id}`,
      form({ variants: [{ _id: theirs.variants![0]!._id, options: { Shade: 'Chestnut' }, price: '100' }] }),
    );
    expect({ status, message: body.message }).toEqual({ status: 400, message: 'Variant not found' });
  });

  it('when a SKU is taken by another product, then 409 naming it', async () => {
    const sku = `SKU-${randomUUID().slice(0, 8)}`;
    await create({ variants: [{ options: { Shade: 'Chestnut' }, price: '100', sku }] });
    const { status, body } = await send<ErrorBody>(
      'POST',
      '/api/products',
      form({ variants: [{ options: { Shade: 'Chestnut' }, price: '100', sku: sku.toLowerCase() }] }),
    );
    expect({ status, message: body.message }).toEqual({
      status: 409,
      message: `A SKU is already used by another variant: ${sku.toLowerCase()}`,
    });
  });

  describe('stock per variant', () => {
    const line = (product: Product, variant: ProductVariant, quantity = 1) => ({
      productId: product._id,
      variantId: variant._id,
      quantity,
    });

    it('when a shade sells out, then a checkout of it is refused by name while another shade still sells', async () => {
      const product = await create({
        variants: [twoShades[0], { options: { Shade: 'Berry Wine' }, price: '5000', stock: 2 }],
      });
      const [chestnut, berry] = [variantOf(product, 'Chestnut'), variantOf(product, 'Berry Wine')];

      expect(
        (await stock.reserve({ orderId: randomUUID(), hold: 1, items: [line(product, chestnut, 3)] })).status,
      ).toBe(200);
      const refused = await stock.reserve({
        orderId: randomUUID(),
        hold: 1,
        items: [line(product, chestnut)],
      });
      expect(refused).toEqual({
        status: 409,
        body: {
          message: 'Sorry, Matte Lip Crayon — Shade: Chestnut is sold out.',
          shortages: [
            {
              productId: product._id,
              variantId: chestnut._id,
              name: 'Matte Lip Crayon — Shade: Chestnut',
              requested: 1,
              left: 0,
            },
          ],
        },
      });
      const berrySold = await stock.reserve({
        orderId: randomUUID(),
        hold: 1,
        items: [line(product, berry)],
      });
      expect(berrySold.status).toBe(200);
      const after = await read(product._id);
      expect(after.stock).toBe(1);
      expect([variantOf(after, 'Chestnut').stock, variantOf(after, 'Berry Wine').stock]).toEqual([0, 1]);
    });

    it('when a line names no variant of a product with options, then it is short as an unknown item', async () => {
      const product = await create();
      const answer = await stock.reserve({
        orderId: randomUUID(),
        hold: 1,
        items: [{ productId: product._id, quantity: 1 }],
      });
      expect(answer.status).toBe(409);
    });

    it('when a line names a variant of another product, then it is short as an unknown item', async () => {
      const [product, other] = [await create(), await create()];
      const answer = await stock.reserve({
        orderId: randomUUID(),
        hold: 1,
        items: [{ productId: product._id, variantId: variantOf(other, 'Chestnut')._id, quantity: 1 }],
      });
      expect(answer).toMatchObject({
        status: 409,
        body: { message: 'Sorry, an item in your cart is sold out.' },
      });
      expect(variantOf(await read(other._id), 'Chestnut').stock).toBe(3);
    });

    it('when an order’s hold is released or some units are returned, then they go back to the variant they came from', async () => {
      const product = await create({
        variants: [
          { options: { Shade: 'Chestnut' }, price: '4500', stock: 5 },
          { options: { Shade: 'Berry Wine' }, price: '5000', stock: 5 },
        ],
      });
      const [chestnut, berry] = [variantOf(product, 'Chestnut'), variantOf(product, 'Berry Wine')];
      const orderId = randomUUID();
      await stock.reserve({ orderId, hold: 1, items: [line(product, chestnut, 2), line(product, berry, 3)] });
      expect(variantOf(await read(product._id), 'Berry Wine').stock).toBe(2);

      const returned = stock.returned(orderId, 1, [
        {
          productId: product._id,
          quantity: 1,
          variant: { _id: berry._id, sku: berry.sku, options: berry.options },
        },
      ] as never);
      await returned.delivered;
      await waitFor(
        'the returned unit on Berry Wine',
        async () => variantOf(await read(product._id), 'Berry Wine').stock === 3,
      );

      await stock.released(orderId, 1, []).delivered;
      const after = await waitFor('the release', async () => {
        const current = await read(product._id);
        return variantOf(current, 'Chestnut').stock === 5 && current;
      });
      expect(variantOf(after, 'Berry Wine').stock).toBe(5);
      expect(after.stock).toBe(10);
    });
  });
});
