import type { CartItem, Product } from '@glow/contracts';
import { installFetch, type FakeAnswer } from '@glow/web-kit/testing';

/** Which line a call names: its variant, else the product's one line (its default variant). */
const isLine = (item: CartItem, body: { productId: string; variantId?: string }) =>
  item.product._id === body.productId && item.variant?._id === body.variantId;

/** A cart and favourites server in memory; `fail` makes the named calls answer 500 instead. */
export function installCommerceApi(
  start: {
    cart?: CartItem[];
    favourites?: Product[];
    catalog?: Product[];
    /** More calls, by "METHOD /path", answered from the request body. */
    routes?: Record<string, (body: unknown) => FakeAnswer>;
  } = {},
) {
  let cart = [...(start.cart ?? [])];
  let favourites = [...(start.favourites ?? [])];
  const catalog = start.catalog ?? [];
  const failing = new Set<string>();
  const byId = (id: string) => catalog.find((product) => product._id === id)!;

  const answer = (url: string, init: RequestInit): FakeAnswer => {
    const call = `${init.method} ${url}`;
    if (failing.has(call)) return { status: 500 };
    const body = (init.body ? JSON.parse(init.body as string) : {}) as {
      productId: string;
      variantId?: string;
      quantity?: number;
    };
    switch (call) {
      case 'GET /api/cart':
        return { status: 200, body: cart };
      case 'POST /api/cart/add': {
        const line = cart.find((item) => isLine(item, body));
        if (line) line.quantity += body.quantity ?? 1;
        else cart.push({ product: byId(body.productId), quantity: body.quantity ?? 1 });
        return { status: 200, body: cart };
      }
      case 'POST /api/cart/update':
        cart = cart.map((item) => (isLine(item, body) ? { ...item, quantity: body.quantity! } : item));
        return { status: 200, body: cart };
      case 'POST /api/cart/remove':
        cart = cart.filter((item) => !isLine(item, body));
        return { status: 200, body: cart };
      case 'DELETE /api/cart':
        cart = [];
        return { status: 200, body: [] };
      case 'GET /api/favourites':
        return { status: 200, body: favourites };
      case 'POST /api/favourites/add':
        favourites = [...favourites, byId(body.productId)];
        return { status: 200, body: favourites };
      case 'POST /api/favourites/remove':
        favourites = favourites.filter((product) => product._id !== body.productId);
        return { status: 200, body: favourites };
      default:
        return start.routes?.[call]?.(body) ?? { status: 404, body: { message: 'Not found' } };
    }
  };
  const fetch = installFetch(answer);
  return {
    fetch,
    fail: (...calls: string[]) => calls.forEach((call) => failing.add(call)),
    heal: () => failing.clear(),
    /** What the server does to the cart when an order is paid. */
    emptyCart: () => void (cart = []),
    calls: () => fetch.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url}`),
    bodyOf: (call: string) => {
      const found = fetch.mock.calls.find(([url, init]) => `${(init as RequestInit).method} ${url}` === call);
      return JSON.parse((found![1] as RequestInit).body as string) as unknown;
    },
  };
}
