import type { Product, User } from '@glow/contracts';

export const shopper: User = { _id: 'u1', username: 'ada', email: 'ada@example.com', isAdmin: false };
export const admin: User = { _id: 'a1', username: 'boss', email: 'boss@example.com', isAdmin: true };
export const token = 'eyJhbGciOiJSUzI1NiJ9.eyJfaWQiOiJ1MSJ9.c2lnbmF0dXJl';

export function product(id: string, price: number): Product {
  return {
    _id: id,
    name: `Product ${id}`,
    description: '',
    price,
    discountPrice: null,
    images: [],
    category: null,
    stock: null,
    averageRating: 0,
    numReviews: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}
