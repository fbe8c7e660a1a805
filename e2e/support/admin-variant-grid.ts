import type { Product, ProductOption } from '@glow/contracts';
import { stackUnderTest } from './stack-info';

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
export async function createProductWithVariantGrid(
  adminToken: string,
  product: ProductWithVariantGrid,
): Promise<Product> {
  const form = new FormData();
  form.set('name', product.name);
  form.set('description', 'A product with shades and sizes.');
  form.set('category', product.categoryId);
  form.set('options', JSON.stringify(product.options));
  form.set(
    'variants',
    JSON.stringify(combinationsOf(product.options).map((options) => ({ options, price: '4500', stock: 10 }))),
  );
  for (const [index, image] of (product.images ?? []).entries())
    form.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), `shade-${index + 1}.png`);
  const response = await fetch(new URL('/api/products', stackUnderTest().url), {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`Creating ${product.name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Product;
}
