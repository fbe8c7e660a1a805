import { randomUUID } from 'node:crypto';
import type { TopicData } from '@glow/contracts';

export interface JsonAnswer<T> {
  status: number;
  body: T;
}

/** Someone with a token the service under test accepts (a shopper or an admin). */
export interface Bearer {
  token: string;
}

/**
 * A JSON call to a service under test, as a browser's would be: the body as JSON, the caller's
 * Bearer token when there is a caller; the answer's status and parsed body (undefined when empty).
 */
export async function callJson<T>(
  baseUrl: string,
  method: string,
  path: string,
  who?: Bearer,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export type ProductSnapshot = TopicData<'catalog.product.upserted'>;

let clock = Date.parse('2025-01-01T00:00:00.000Z');
/** Catalog timestamps that only move forward, so each snapshot is newer than the last. */
export const nextTimestamp = () => new Date((clock += 1_000)).toISOString();

/** A catalog.product.upserted snapshot as catalog would announce it (a new id unless given). */
export function productSnapshot(changes: Partial<ProductSnapshot> = {}): ProductSnapshot {
  const createdAt = nextTimestamp();
  return {
    _id: randomUUID(),
    name: 'Shea Butter Body Cream',
    description: 'Rich and soft',
    price: 4500,
    discountPrice: null,
    images: [{ url: '/uploads/cream.webp', public_id: 'cream' }],
    category: { _id: randomUUID(), name: 'Skincare' },
    stock: 0,
    averageRating: 4.5,
    numReviews: 2,
    createdAt,
    updatedAt: createdAt,
    ...changes,
  };
}

let skuNumber = 900_000;

/** One shade of `shadedProductSnapshot`: its stock (null: not tracked), price and pictures. */
export interface ShadeOfProduct {
  shade: string;
  stock: number | null;
  price?: number;
  discountPrice?: number | null;
  images?: ProductSnapshot['images'];
}

/**
 * A snapshot of a product sold in shades, as catalog would announce it: a Shade option, one variant
 * per shade (fresh ids, SKUs numbered), and the product's price and stock as the catalog sums them up
 * (the cheapest shade's prices; the total stock, or untracked when any shade is).
 */
export function shadedProductSnapshot(
  shades: ShadeOfProduct[],
  changes: Partial<ProductSnapshot> = {},
): ProductSnapshot {
  const variants = shades.map((shade) => ({
    _id: randomUUID(),
    sku: `GLOW-${String((skuNumber += 1)).padStart(6, '0')}`,
    options: { Shade: shade.shade },
    price: shade.price ?? 4500,
    discountPrice: shade.discountPrice ?? null,
    stock: shade.stock,
    images: shade.images ?? [],
  }));
  const cheapest = [...variants].sort(
    (a, b) => (a.discountPrice ?? a.price) - (b.discountPrice ?? b.price),
  )[0]!;
  const tracked = variants.every((variant) => variant.stock !== null);
  return productSnapshot({
    name: 'Matte Lip Crayon',
    price: cheapest.price,
    discountPrice: cheapest.discountPrice,
    stock: tracked ? variants.reduce((sum, variant) => sum + variant.stock!, 0) : 0,
    stockTracked: tracked,
    options: [{ name: 'Shade', values: shades.map((shade) => ({ value: shade.shade })) }],
    variants,
    ...changes,
  });
}
