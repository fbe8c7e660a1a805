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
