import { readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoCatalogue } from '../src';
import { loadDemoCatalogue, readDemoCatalogue } from '../src/catalogue-file';

const { categories: demoCategories, products: demoProducts } = loadDemoCatalogue();
const demoVariants = demoProducts.flatMap((product) => product.variants);
const withShades = demoProducts.filter((product) => product.options.length > 0);

describe('demo catalogue', () => {
  it('when the demo catalogue is read, then it has at least 6 categories and 60 products', () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(6);
    expect(demoProducts.length).toBeGreaterThanOrEqual(60);
  });

  it('when slugs are compared, then each is unique and kebab-case, and no product takes a slug a variant was sold under', () => {
    const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
    const categorySlugs = demoCategories.map((c) => c.slug);
    const productSlugs = demoProducts.map((p) => p.slug);
    const formerSlugs = withShades.flatMap((product) => product.variants.map((variant) => variant.slug));
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length);
    expect(new Set([...productSlugs, ...formerSlugs]).size).toBe(productSlugs.length + formerSlugs.length);
    for (const slug of [...categorySlugs, ...productSlugs, ...formerSlugs]) expect(slug).toMatch(kebab);
  });

  it('when products with shades are read, then each family is one product with a Shade of swatch-coloured values, one variant each', () => {
    expect(withShades.map((product) => [product.name, product.variants.length])).toEqual([
      ['Matte Lip Crayon', 2],
      ['Full Coverage Foundation 30ml', 2],
      ['Gel-Effect Nail Polish 12ml', 3],
    ]);
    for (const product of withShades) {
      const [shade] = product.options;
      expect(product.options).toHaveLength(1);
      expect(shade!.name).toBe('Shade');
      for (const value of shade!.values) expect(value.swatch).toMatch(/^#[0-9a-f]{6}$/);
      expect(product.variants.map((variant) => variant.options)).toEqual(
        shade!.values.map(({ value }) => ({ Shade: value })),
      );
    }
    // No shade is left behind as a product of its own.
    expect(
      demoProducts.filter((product) =>
        /^(Matte Lip Crayon|Full Coverage Foundation|Gel-Effect)/.test(product.name),
      ),
    ).toEqual(withShades);
  });

  it('when a product without options is read, then it has one variant naming nothing, under its own slug', () => {
    for (const product of demoProducts.filter((each) => each.options.length === 0)) {
      expect(product.variants).toEqual([
        expect.objectContaining({ slug: product.slug, label: product.name, options: {} }),
      ]);
    }
  });

  it('when products are grouped by category, then each names an existing one and each has at least 6', () => {
    const known = new Set(demoCategories.map((c) => c.slug));
    for (const product of demoProducts) expect(known.has(product.categorySlug)).toBe(true);
    for (const category of demoCategories) {
      expect(demoProducts.filter((p) => p.categorySlug === category.slug).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('when a product is read, then its name, description and every variant’s price are sensible', () => {
    for (const product of demoProducts) {
      expect(product.name.trim()).not.toBe('');
      expect(product.description.length).toBeGreaterThan(20);
    }
    for (const variant of demoVariants) {
      expect(variant.price).toBeGreaterThanOrEqual(1500);
      expect(variant.price).toBeLessThanOrEqual(65000);
      expect(Number.isInteger(variant.price * 2)).toBe(true); // whole naira or .50
    }
  });

  it('when stock is read, then most variants are not tracked, a few track 3–25 units, and a shade and a product are sold out', () => {
    const tracked = demoVariants.flatMap((variant) => (variant.stock === null ? [] : [variant.stock]));
    expect(tracked.length).toBeGreaterThanOrEqual(5);
    expect(tracked.length).toBeLessThan(demoVariants.length / 2);
    expect(tracked.filter((stock) => stock === 0)).toHaveLength(2);
    for (const stock of tracked.filter((units) => units > 0)) {
      expect(Number.isInteger(stock)).toBe(true);
      expect(stock).toBeGreaterThanOrEqual(3);
      expect(stock).toBeLessThanOrEqual(25);
    }
  });

  it('when the first twelve products in the shop’s default order are read, then each is sold one way and untracked, for the featured rail and the e2e purchases', () => {
    const oldestFirst = demoCatalogue().products.sort((a, b) => b.ageSeconds - a.ageSeconds);
    for (const product of oldestFirst.slice(0, 12)) {
      expect([product.slug, product.options, product.variants.map((variant) => variant.stock)]).toEqual([
        product.slug,
        [],
        [null],
      ]);
    }
  });

  it('when discounts are read, then some but not all variants have one, always 9–41 % below the price', () => {
    const discounted = demoVariants.filter((variant) => variant.discountPrice !== null);
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.length).toBeLessThan(demoVariants.length);
    for (const variant of discounted) {
      const discount = variant.discountPrice ?? Number.NaN;
      expect(discount).toBeGreaterThan(0);
      expect(discount).toBeLessThan(variant.price);
      expect(Number.isInteger(discount)).toBe(true);
      const off = 1 - discount / variant.price;
      expect(off).toBeGreaterThanOrEqual(0.09);
      expect(off).toBeLessThanOrEqual(0.41);
    }
  });
});

describe('reading a demo catalogue file', () => {
  it('when an entry is malformed, then reading fails naming the file and the fault', async () => {
    const file = path.join(os.tmpdir(), `glow-demo-catalogue-${process.pid}.json`);
    const product = { slug: 'Not Kebab', name: 'Soap', price: -5, stock: 1, description: 'x' };
    await writeFile(
      file,
      JSON.stringify({ categories: [{ slug: 'soap', name: 'Soap', products: [product] }] }),
    );

    try {
      expect(() => readDemoCatalogue(file)).toThrow(file);
      expect(() => readDemoCatalogue(file)).toThrow(/kebab-case[\s\S]*price/);
    } finally {
      await rm(file, { force: true });
    }
  });
});

describe('reading a demo catalogue file with shades', () => {
  it('when a variant names a shade its product does not have, then reading fails saying so', async () => {
    const file = path.join(os.tmpdir(), `glow-demo-catalogue-shades-${process.pid}.json`);
    const product = {
      slug: 'lip-oil',
      name: 'Lip Oil',
      description: 'A glossy oil',
      options: [{ name: 'Shade', values: [{ value: 'Clear', swatch: '#ffeedd' }] }],
      variants: [{ slug: 'lip-oil-cherry', options: { Shade: 'Cherry' }, price: 2000, stock: null }],
    };
    await writeFile(
      file,
      JSON.stringify({ categories: [{ slug: 'lips', name: 'Lips', products: [product] }] }),
    );

    try {
      expect(() => readDemoCatalogue(file)).toThrow(/needs one of the values of Shade/);
    } finally {
      await rm(file, { force: true });
    }
  });
});

describe('the demo catalogue as the catalog seeds it', () => {
  it('when the catalog asks for it, then every product and category comes with images that are files of its folder', async () => {
    const seed = demoCatalogue();
    const files = new Set(await readdir(seed.imagesDir));
    expect(seed.products.map((product) => product.slug)).toEqual(demoProducts.map((product) => product.slug));
    expect(seed.categories.map((category) => category.slug)).toEqual(demoCategories.map((c) => c.slug));
    const named = [
      ...seed.categories.flatMap((category) => category.images),
      ...seed.products.flatMap((product) => product.images),
      ...seed.hero.images,
      ...seed.banners.map((banner) => banner.image),
    ];
    for (const product of seed.products) expect(product.images.length).toBeGreaterThanOrEqual(1);
    for (const image of named)
      expect([image.public_id, files.has(image.public_id)]).toEqual([image.public_id, true]);
  });

  it('when a product with shades is handed over, then it carries every shade’s pictures, each variant naming its own, a SKU from its slug and the slugs it replaces', () => {
    const lipCrayon = demoCatalogue().products.find((product) => product.slug === 'matte-lip-crayon')!;
    const pictures = (slug: string) =>
      lipCrayon.images.map((image) => image.public_id).filter((id) => id.startsWith(`demo-${slug}-`));

    expect(lipCrayon.variants).toEqual([
      {
        sku: 'MATTE-LIP-CRAYON-CHESTNUT',
        options: { Shade: 'Chestnut' },
        price: 3500,
        discountPrice: null,
        stock: null,
        imageIds: pictures('matte-lip-crayon-chestnut'),
      },
      {
        sku: 'MATTE-LIP-CRAYON-BERRY-WINE',
        options: { Shade: 'Berry Wine' },
        price: 3500,
        discountPrice: 2800,
        stock: null,
        imageIds: pictures('matte-lip-crayon-berry-wine'),
      },
    ]);
    expect(lipCrayon.variants.flatMap((variant) => variant.imageIds)).toEqual(
      lipCrayon.images.map((image) => image.public_id),
    );
    for (const variant of lipCrayon.variants) expect(variant.imageIds.length).toBeGreaterThanOrEqual(1);
    expect(lipCrayon.replacesSlugs).toEqual(['matte-lip-crayon-chestnut', 'matte-lip-crayon-berry-wine']);
  });

  it('when a product without options is handed over, then its one variant is its price and stock, numbered by the catalog', () => {
    const cleanser = demoCatalogue().products.find(
      (product) => product.slug === 'black-soap-facial-cleanser',
    )!;
    expect(cleanser).toMatchObject({ options: [], replacesSlugs: [] });
    expect(cleanser.variants).toEqual([
      { options: {}, price: 4500, discountPrice: null, stock: 20, imageIds: [] },
    ]);
  });
});
