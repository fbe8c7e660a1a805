import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoImages } from '../art/demo-images';
import { categoryImageSvg, productImageSvg } from '../art/product-image';
import { demoImagesDir, loadDemoCatalogue } from '../src';

const { categories: demoCategories, products: demoProducts } = loadDemoCatalogue();

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

describe('product and category images', () => {
  it('when any product variant or category is drawn, then it is a self-contained SVG under 3 KB', () => {
    for (const product of demoProducts) {
      for (const variant of [0, 1, 2]) {
        expectSelfContainedSvg(
          productImageSvg({ name: product.name, categorySlug: product.categorySlug, variant }),
        );
      }
    }
    for (const category of demoCategories) expectSelfContainedSvg(categoryImageSvg(category));
  });

  it('when a name holds markup characters, then they are escaped', () => {
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

  it('when variants, categories or products differ, then so do their images, and the same input draws the same image', () => {
    const input = { name: 'Shea Glow Body Butter 250ml', categorySlug: 'body-care' };
    const variants = [0, 1, 2].map((variant) => productImageSvg({ ...input, variant }));
    expect(new Set(variants).size).toBe(3);
    expect(productImageSvg({ ...input, variant: 1 })).toBe(variants[1]);
    expect(productImageSvg({ ...input, categorySlug: 'skincare', variant: 0 })).not.toBe(variants[0]);
    expect(productImageSvg({ ...input, name: 'Cocoa Butter Body Lotion', variant: 0 })).not.toBe(variants[0]);
    const badges = demoCategories.map((c) => categoryImageSvg(c));
    expect(new Set(badges).size).toBe(badges.length);
  });

  it('when the category is unknown or the variant odd, then a valid image is still drawn', () => {
    expectSelfContainedSvg(
      productImageSvg({ name: 'Mystery Item', categorySlug: 'no-such-category', variant: 0 }),
    );
    expectSelfContainedSvg(productImageSvg({ name: 'Mystery Item', categorySlug: 'skincare', variant: 7 }));
    expectSelfContainedSvg(productImageSvg({ name: '', categorySlug: 'skincare', variant: Number.NaN }));
    expectSelfContainedSvg(categoryImageSvg({ name: 'Unknown', slug: 'no-such-category' }));
  });
});

/**
 * The art runs only here: its output is committed under images/, which the seed copies. After
 * changing the art or the demo catalogue, `GLOW_WRITE_DEMO_IMAGES=1 npx jest infra/demo-catalogue/test/demo-art.test.ts`
 * draws the files again.
 */
describe('the committed demo images', () => {
  const images = demoImages();

  beforeAll(async () => {
    if (process.env.GLOW_WRITE_DEMO_IMAGES !== '1') return;
    await rm(demoImagesDir, { recursive: true, force: true });
    await mkdir(demoImagesDir, { recursive: true });
    await Promise.all(images.map((image) => writeFile(path.join(demoImagesDir, image.file), image.render())));
  });

  it('when the demo catalogue names its images, then each is a committed file holding exactly what the art draws', async () => {
    expect((await readdir(demoImagesDir)).sort()).toEqual(images.map((image) => image.file).sort());
    for (const image of images) {
      expect(await readFile(path.join(demoImagesDir, image.file), 'utf8')).toBe(image.render());
    }
  });
});
