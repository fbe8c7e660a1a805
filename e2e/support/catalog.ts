import type { Category, Product } from '@glow/contracts';
import type { Page } from 'playwright-core';
import { callApi } from './accounts';
import { stackUnderTest } from './stack-info';

/** Products of the seeded catalogue, as the shop lists them (`GET /api/products?…`). */
export async function listedProducts(query: string): Promise<Product[]> {
  const response = await callApi(`/api/products?${query}`);
  if (!response.ok) throw new Error(`GET /api/products?${query} answered ${response.status}`);
  return ((await response.json()) as { items: Product[] }).items;
}

export async function categoryNamed(name: string): Promise<Category> {
  const all = (await (await callApi('/api/categories')).json()) as Category[];
  const found = all.find((category) => category.name === name);
  if (!found) throw new Error(`No category named ${name}`);
  return found;
}

/** A PNG drawn by the page's canvas (a gradient, so it is a real picture), for upload forms. */
export async function drawPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#f7d6e0');
      gradient.addColorStop(1, '#7a2e4a');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

export interface NewProduct {
  name: string;
  description: string;
  price: string;
  discountPrice?: string;
  categoryId: string;
  /** Units left to sell; absent or '': not tracked. */
  stock?: string | number;
  images?: Buffer[];
}

/** `POST /api/products` as the admin form sends it (multipart); the media pipeline makes the image widths. */
export async function createProduct(adminToken: string, product: NewProduct): Promise<Product> {
  const fields: Record<string, string> = {
    name: product.name,
    description: product.description,
    price: product.price,
    category: product.categoryId,
  };
  if (product.discountPrice) fields.discountPrice = product.discountPrice;
  if (product.stock !== undefined) fields.stock = String(product.stock);
  return postProductForm(adminToken, fields, product.images);
}

/** The admin form's multipart `POST /api/products`: these text fields and pictures; 201 or it throws. */
export async function postProductForm(
  adminToken: string,
  fields: Record<string, string>,
  images: Buffer[] = [],
): Promise<Product> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [index, image] of images.entries())
    form.append(
      'images',
      new Blob([new Uint8Array(image)], { type: 'image/png' }),
      `picture-${index + 1}.png`,
    );
  const response = await fetch(new URL('/api/products', stackUnderTest().url), {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`Creating ${fields.name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Product;
}

export async function deleteProduct(adminToken: string, id: string): Promise<void> {
  await callApi(`/api/products/${id}`, { method: 'DELETE', token: adminToken });
}
