import path from 'node:path';
import { loadDemoCatalogue, type DemoProduct } from './catalogue-file';
import { categoryImage, productAgeSeconds, productImages } from './layout';
import { demoBannerImage, demoBanners, demoHero } from './promotions';

export { loadDemoCatalogue, type DemoCategory, type DemoProduct, type DemoVariant } from './catalogue-file';
export { demoBanners, demoHero } from './promotions';

/**
 * The demo images, drawn once by `art/` and committed next to the package (never compiled into
 * `dist`); the same path from `src` and from `dist`.
 */
export const demoImagesDir = path.resolve(__dirname, '..', 'images');

/**
 * A product as the seed takes it: the pictures of all its variants, each variant naming its own and
 * carrying a SKU read from its slug. The slugs its variants were once sold under as products of
 * their own are the ones it replaces: a shop seeded before the demo grouped its shades keeps those.
 */
function toSeedProduct(product: DemoProduct) {
  const variants = product.variants.map((variant) => ({
    ...variant,
    images: productImages(variant.slug).map(({ image }) => image),
  }));
  const grouped = product.options.length > 0;
  return {
    slug: product.slug,
    name: product.name,
    description: product.description,
    categorySlug: product.categorySlug,
    images: variants.flatMap((variant) => variant.images),
    ageSeconds: productAgeSeconds(product.slug),
    options: product.options,
    variants: variants.map((variant) => ({
      ...(grouped ? { sku: variant.slug.toUpperCase() } : {}),
      options: variant.options,
      price: variant.price,
      discountPrice: variant.discountPrice,
      stock: variant.stock,
      imageIds: grouped ? variant.images.map((image) => image.public_id) : [],
    })),
    replacesSlugs: grouped ? variants.map((variant) => variant.slug) : [],
  };
}

/**
 * The demo catalogue as the catalog's `seedCatalogue` takes it: every category with its badge, every
 * product with its photos, its variants and its age (fixed by slugs), the hero and the banners. The
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
    products: products.map(toSeedProduct),
    hero: demoHero,
    banners: demoBanners.map((banner) => ({
      image: demoBannerImage(banner),
      link: banner.link,
      placement: banner.placement,
    })),
  };
}
