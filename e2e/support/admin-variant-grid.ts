import type { Product, ProductOption } from '@glow/contracts';
import { createProductWithOptions } from './shaded-products';

export interface ProductWithVariantGrid {
  name: string;
  categoryId: string;
  options: ProductOption[];
  images?: Buffer[];
}

/** Every combination of the options' values, the first option outermost (as Generate makes them). */
export function combinationsOf(options: ProductOption[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (made, option) =>
      made.flatMap((choice) => option.values.map(({ value }) => ({ ...choice, [option.name]: value }))),
    [{}],
  );
}

/** Shade × `shades` (each with a swatch) and Size × `sizes`: e.g. 25 × 4 = 100 variants. */
export function shadeAndSizeOptions(shades: number, sizes: number): ProductOption[] {
  return [
    {
      name: 'Shade',
      values: Array.from({ length: shades }, (_, index) => ({
        value: `Shade ${String(index + 1).padStart(2, '0')}`,
        swatch: `#${[60 + index * 7, 40 + index * 5, 30 + index * 3].map((part) => part.toString(16).padStart(2, '0')).join('')}`,
      })),
    },
    {
      name: 'Size',
      values: Array.from({ length: sizes }, (_, index) => ({ value: `${(index + 1) * 10} ml` })),
    },
  ];
}

/**
 * `POST /api/products` with `options` and one variant per combination (₦4,500, 10 units each), as
 * the admin form sends them (multipart; services/catalog/README.md, "Options and variants").
 */
export function createProductWithVariantGrid(
  adminToken: string,
  product: ProductWithVariantGrid,
): Promise<Product> {
  return createProductWithOptions(adminToken, {
    name: product.name,
    description: 'A product with shades and sizes.',
    categoryId: product.categoryId,
    options: product.options,
    variants: combinationsOf(product.options).map((options) => ({ options, price: '4500', stock: 10 })),
    ...(product.images ? { images: product.images } : {}),
  });
}
