import type { Category, Product } from '@glow/contracts';
import { installFetch, type FakeAnswer } from '@glow/web-kit/testing';

export const lipstick: Category = { _id: 'c1', name: 'Lipstick', images: [] };
export const skincare: Category = {
  _id: 'c2',
  name: 'Skincare',
  images: [
    { url: '/uploads/a.webp', public_id: 'img-a' },
    { url: '/uploads/b.webp', public_id: 'img-b' },
  ],
};

export const serum: Product = {
  _id: 'p1',
  name: 'Glow Serum',
  description: 'Vitamin C serum',
  price: 12500,
  discountPrice: 9900,
  images: [
    { url: '/uploads/s1.webp', public_id: 'img-s1' },
    { url: '/uploads/s2.webp', public_id: 'img-s2' },
  ],
  category: { _id: 'c2', name: 'Skincare' },
  stock: 3,
  averageRating: 0,
  numReviews: 0,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

export const balm: Product = {
  ...serum,
  _id: 'p2',
  name: 'Shea Lip Balm',
  price: 3000,
  discountPrice: null,
  images: [],
  category: { _id: 'c1', name: 'Lipstick' },
};

export interface ReadCall {
  method: string;
  url: string;
}

/** GET /api/products?…, /api/products/:id, /api/categories, DELETE both; `override` answers first. */
export function installCatalogApi(
  products: Product[] = [serum, balm],
  categories: Category[] = [lipstick, skincare],
  override: (call: ReadCall) => FakeAnswer | undefined = () => undefined,
) {
  const calls: ReadCall[] = [];
  const fetch = installFetch((url, init) => {
    const call = { method: init.method ?? 'GET', url };
    calls.push(call);
    const answer = override(call);
    if (answer) return answer;
    if (url.startsWith('/api/categories')) {
      if (call.method === 'DELETE')
        return { status: 200, body: { message: 'Category deleted successfully.' } };
      return { status: 200, body: categories };
    }
    if (url.startsWith('/api/products?')) {
      const search = new URL(url, 'http://glow.test').searchParams.get('search')?.toLowerCase() ?? '';
      const items = products.filter((p) => p.name.toLowerCase().includes(search));
      return { status: 200, body: { items, total: items.length, page: 1, pages: items.length ? 1 : 0 } };
    }
    const id = url.replace('/api/products/', '');
    const found = products.find((p) => p._id === id);
    if (!found) return { status: 404, body: { message: 'Product not found' } };
    if (call.method === 'DELETE') return { status: 200, body: { message: 'Product deleted successfully' } };
    return { status: 200, body: found };
  });
  return { fetch, calls };
}
