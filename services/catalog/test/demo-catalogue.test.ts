import { demoCategories, demoProducts } from '../src/seed/demo-catalogue';
import { categoryImageSvg, productImageSvg } from '../src/seed/product-image';

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

/** Structural checks shared by every generated SVG. */
function expectSelfContainedSvg(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  expect(svg).toContain(SVG_NS);
  expect(svg).toContain('viewBox="0 0 800 800"');
  expect(svg.split(SVG_NS).join('')).not.toMatch(/https?:/i);
  expect(svg).not.toMatch(/<image|@import|@font-face|xlink:href|href="(?!#)/i);
  expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(3 * 1024);
  // Every '&' starts an entity, and '<' only ever opens a tag.
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  expect(svg).not.toMatch(/<(?![a-zA-Z/])/);
}

describe('demo catalogue', () => {
  it('has enough categories and products', () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(6);
    expect(demoProducts.length).toBeGreaterThanOrEqual(60);
  });

  it('uses unique kebab-case slugs', () => {
    const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
    const categorySlugs = demoCategories.map((c) => c.slug);
    const productSlugs = demoProducts.map((p) => p.slug);
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length);
    expect(new Set(productSlugs).size).toBe(productSlugs.length);
    for (const slug of [...categorySlugs, ...productSlugs]) expect(slug).toMatch(kebab);
  });

  it('puts every product in an existing category, with at least 6 per category', () => {
    const known = new Set(demoCategories.map((c) => c.slug));
    for (const product of demoProducts) expect(known.has(product.categorySlug)).toBe(true);
    for (const category of demoCategories) {
      expect(demoProducts.filter((p) => p.categorySlug === category.slug).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('has sensible names, descriptions, prices and stock', () => {
    for (const product of demoProducts) {
      expect(product.name.trim()).not.toBe('');
      expect(product.description.length).toBeGreaterThan(20);
      expect(product.price).toBeGreaterThan(0);
      expect(product.price).toBeGreaterThanOrEqual(1500);
      expect(product.price).toBeLessThanOrEqual(65000);
      expect(Number.isInteger(product.price * 2)).toBe(true); // whole naira or .50
      expect(Number.isInteger(product.stock)).toBe(true);
      expect(product.stock).toBeGreaterThanOrEqual(0);
      expect(product.stock).toBeLessThanOrEqual(200);
    }
    expect(demoProducts.some((p) => p.stock === 0)).toBe(true);
  });

  it('discounts some but not all products, always below the price', () => {
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

describe('product and category images', () => {
  it('renders a self-contained SVG for every product variant and category', () => {
    for (const product of demoProducts) {
      for (const variant of [0, 1, 2]) {
        expectSelfContainedSvg(
          productImageSvg({ name: product.name, categorySlug: product.categorySlug, variant }),
        );
      }
    }
    for (const category of demoCategories) expectSelfContainedSvg(categoryImageSvg(category));
  });

  it('escapes markup in names', () => {
    const name = `Salt & <Pepper> "Scrub" it's`;
    const product = productImageSvg({ name, categorySlug: 'body-care', variant: 0 });
    const category = categoryImageSvg({ name: 'Tools & <Stuff>', slug: 'tools-accessories' });
    for (const svg of [product, category]) {
      expectSelfContainedSvg(svg);
      expect(svg).toContain('&amp;');
      expect(svg).toContain('&lt;');
      expect(svg).not.toContain('<Pepper');
      expect(svg).not.toContain('<Stuff');
    }
    expect(product).toContain('&quot;Scrub&quot;');
    expect(product).toContain('&apos;');
  });

  it('differs between variants, categories and products, and is deterministic', () => {
    const input = { name: 'Shea Glow Body Butter 250ml', categorySlug: 'body-care' };
    const variants = [0, 1, 2].map((variant) => productImageSvg({ ...input, variant }));
    expect(new Set(variants).size).toBe(3);
    expect(productImageSvg({ ...input, variant: 1 })).toBe(variants[1]);
    expect(productImageSvg({ ...input, categorySlug: 'skincare', variant: 0 })).not.toBe(variants[0]);
    expect(productImageSvg({ ...input, name: 'Cocoa Butter Body Lotion', variant: 0 })).not.toBe(variants[0]);
    const badges = demoCategories.map((c) => categoryImageSvg(c));
    expect(new Set(badges).size).toBe(badges.length);
  });

  it('falls back gracefully for unknown categories and odd variants', () => {
    expectSelfContainedSvg(
      productImageSvg({ name: 'Mystery Item', categorySlug: 'no-such-category', variant: 0 }),
    );
    expectSelfContainedSvg(productImageSvg({ name: 'Mystery Item', categorySlug: 'skincare', variant: 7 }));
    expectSelfContainedSvg(productImageSvg({ name: '', categorySlug: 'skincare', variant: Number.NaN }));
    expectSelfContainedSvg(categoryImageSvg({ name: 'Unknown', slug: 'no-such-category' }));
  });
});
