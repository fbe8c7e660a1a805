import { readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoCatalogue } from '../src';
import { loadDemoCatalogue, readDemoCatalogue } from '../src/catalogue-file';

const { categories: demoCategories, products: demoProducts } = loadDemoCatalogue();

describe('demo catalogue', () => {
  it('when the demo catalogue is read, then it has at least 6 categories and 60 products', () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(6);
    expect(demoProducts.length).toBeGreaterThanOrEqual(60);
  });

  it('when slugs are compared, then each is unique and kebab-case', () => {
    const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
    const categorySlugs = demoCategories.map((c) => c.slug);
    const productSlugs = demoProducts.map((p) => p.slug);
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length);
    expect(new Set(productSlugs).size).toBe(productSlugs.length);
    for (const slug of [...categorySlugs, ...productSlugs]) expect(slug).toMatch(kebab);
  });

  it('when products are grouped by category, then each names an existing one and each has at least 6', () => {
    const known = new Set(demoCategories.map((c) => c.slug));
    for (const product of demoProducts) expect(known.has(product.categorySlug)).toBe(true);
    for (const category of demoCategories) {
      expect(demoProducts.filter((p) => p.categorySlug === category.slug).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('when a product is read, then its name, description and price are sensible', () => {
    for (const product of demoProducts) {
      expect(product.name.trim()).not.toBe('');
      expect(product.description.length).toBeGreaterThan(20);
      expect(product.price).toBeGreaterThan(0);
      expect(product.price).toBeGreaterThanOrEqual(1500);
      expect(product.price).toBeLessThanOrEqual(65000);
      expect(Number.isInteger(product.price * 2)).toBe(true); // whole naira or .50
    }
  });

  it('when stock is read, then most products are not tracked, a few track 3–25 units and one is sold out', () => {
    const tracked = demoProducts.flatMap((product) => (product.stock === null ? [] : [product.stock]));
    expect(tracked.length).toBeGreaterThanOrEqual(5);
    expect(tracked.length).toBeLessThan(demoProducts.length / 2);
    expect(tracked.filter((stock) => stock === 0)).toHaveLength(1);
    for (const stock of tracked.filter((units) => units > 0)) {
      expect(Number.isInteger(stock)).toBe(true);
      expect(stock).toBeGreaterThanOrEqual(3);
      expect(stock).toBeLessThanOrEqual(25);
    }
  });

  it('when discounts are read, then some but not all products have one, always 9–41 % below the price', () => {
    const discounted = demoProducts.filter((p) => p.discountPrice !== null);
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.length).toBeLessThan(demoProducts.length);
    for (const product of discounted) {
      const discount = product.discountPrice ?? Number.NaN;
      expect(discount).toBeGreaterThan(0);
      expect(discount).toBeLessThan(product.price);
      expect(Number.isInteger(discount)).toBe(true);
      const off = 1 - discount / product.price;
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
});
