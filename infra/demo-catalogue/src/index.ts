import path from 'node:path';
import { loadDemoCatalogue } from './catalogue-file';
import { categoryImage, productAgeSeconds, productImages } from './layout';
import { demoBannerImage, demoBanners, demoHero } from './promotions';

export { loadDemoCatalogue, type DemoCategory, type DemoProduct } from './catalogue-file';
export { demoBanners, demoHero } from './promotions';

/**
 * The demo images, drawn once by `art/` and committed next to the package (never compiled into
 * `dist`); the same path from `src` and from `dist`.
 */
export const demoImagesDir = path.resolve(__dirname, '..', 'images');

/**
 * The demo catalogue as the catalog's `seedCatalogue` takes it: every category with its badge, every
 * product with its photos and its age (both fixed by its slug), the hero and the banners. The
 * catalog asks for it here when SEED_DEMO is true.
 */
export function demoCatalogue() {
  const { categories, products } = loadDemoCatalogue();
  return {
    imagesDir: demoImagesDir,
    categories: categories.map((category, index) => ({
      ...category,
      images: [categoryImage(category.slug)],
      // In the file's order, the first one oldest.
      ageSeconds: categories.length - index,
    })),
    products: products.map((product) => ({
      ...product,
      images: productImages(product.slug).map(({ image }) => image),
      ageSeconds: productAgeSeconds(product.slug),
    })),
    hero: demoHero,
    banners: demoBanners.map((banner) => ({
      image: demoBannerImage(banner),
      link: banner.link,
      placement: banner.placement,
    })),
  };
}
