import { loadDemoCatalogue } from '../src/catalogue-file';
import { categoryImage, productImages } from '../src/layout';
import { bannerSize, demoBanners, demoHeroSlides, heroSize } from '../src/promotions';
import { categoryImageSvg, productImageSvg } from './product-image';
import { bannerSvg, heroSlideSvg } from './promotion-image';

export interface DemoImage {
  /** The file name the demo catalogue gives the image (`public_id`). */
  file: string;
  render(): string;
}

/** Every image the demo catalogue names, with the art that draws it. */
export function demoImages(): DemoImage[] {
  const { categories: demoCategories, products: demoProducts } = loadDemoCatalogue();
  return [
    ...demoCategories.map((category) => ({
      file: categoryImage(category.slug).public_id,
      render: () => categoryImageSvg(category),
    })),
    ...demoProducts.flatMap((product) =>
      product.variants.flatMap(({ slug, label }) =>
        productImages(slug).map(({ image, variant }) => ({
          file: image.public_id,
          render: () => productImageSvg({ name: label, categorySlug: product.categorySlug, variant }),
        })),
      ),
    ),
    ...demoHeroSlides.map((slide) => ({ file: slide.file, render: () => heroSlideSvg(slide, heroSize) })),
    ...demoBanners.map((banner) => ({ file: banner.file, render: () => bannerSvg(banner, bannerSize) })),
  ];
}
