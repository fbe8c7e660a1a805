import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Image } from '@glow/contracts';
import { demoCategories, demoProducts } from './demo-catalogue';
import { categoryImage, productImages } from './demo-layout';
import { categoryImageSvg, productImageSvg } from './product-image';

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Writes through a temporary name so a crash never leaves a half-written image behind. */
async function writeIfMissing(dir: string, image: Image, svg: () => string): Promise<boolean> {
  const file = path.join(dir, image.public_id);
  if (await exists(file)) return false;
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, svg());
  await rename(partial, file);
  return true;
}

/** Makes sure every demo image file is in `dir`; answers how many were written. */
export async function writeDemoImages(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const writes = [
    ...demoCategories.map((category) =>
      writeIfMissing(dir, categoryImage(category.slug), () => categoryImageSvg(category)),
    ),
    ...demoProducts.flatMap((product) =>
      productImages(product.slug).map(({ image, variant }) =>
        writeIfMissing(dir, image, () =>
          productImageSvg({ name: product.name, categorySlug: product.categorySlug, variant }),
        ),
      ),
    ),
  ];
  return (await Promise.all(writes)).filter(Boolean).length;
}
