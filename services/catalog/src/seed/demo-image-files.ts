import { access, copyFile, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Image } from '@glow/contracts';
import { loadDemoCatalogue } from './demo-catalogue';
import { categoryImage, productImages } from './demo-layout';
import { demoPromotionImages } from './demo-promotions';

/**
 * The demo images, drawn once by `seed/art` and kept as files next to the package (never compiled
 * into `dist`); the same path from `src/seed` and from `dist/seed`.
 */
export const demoImagesDir = path.resolve(__dirname, '..', '..', 'seed', 'images');

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Copies through a temporary name so a crash never leaves a half-written image behind. */
async function copyIfMissing(dir: string, image: Image): Promise<boolean> {
  const file = path.join(dir, image.public_id);
  if (await exists(file)) return false;
  const source = path.join(demoImagesDir, image.public_id);
  if (!(await exists(source))) {
    throw new Error(
      `demo image ${image.public_id} is missing from ${demoImagesDir} (see services/catalog/seed/README.md)`,
    );
  }
  const partial = `${file}.${process.pid}.partial`;
  await copyFile(source, partial);
  await rename(partial, file);
  return true;
}

/** Makes sure every demo image file is in `dir`; answers how many were copied. */
export async function writeDemoImages(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const { categories: demoCategories, products: demoProducts } = loadDemoCatalogue();
  const images = [
    ...demoCategories.map((category) => categoryImage(category.slug)),
    ...demoProducts.flatMap((product) => productImages(product.slug).map(({ image }) => image)),
    ...demoPromotionImages(),
  ];
  const copied = await Promise.all(images.map((image) => copyIfMissing(dir, image)));
  return copied.filter(Boolean).length;
}
