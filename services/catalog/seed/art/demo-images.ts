import { loadDemoCatalogue } from '../../src/seed/demo-catalogue';
import { categoryImage, productImages } from '../../src/seed/demo-layout';
import { categoryImageSvg, productImageSvg } from './product-image';

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
      productImages(product.slug).map(({ image, variant }) => ({
        file: image.public_id,
        render: () => productImageSvg({ name: product.name, categorySlug: product.categorySlug, variant }),
      })),
    ),
  ];
}
