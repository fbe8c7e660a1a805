import { ownerOf } from '../src/routes-ownership';

describe('route ownership', () => {
  it.each(['/cart-checkout', '/cart-checkout/', '/orders', '/orders/', '/orders/6651f0c2'])(
    'when the path is %s, then checkout owns it',
    (pathname) => {
      expect(ownerOf(pathname)).toBe('mf_checkout');
    },
  );

  it.each(['/admin', '/admin/', '/admin/users', '/admin/products/edit/p-1', '/admin/no-such-screen'])(
    'when the path is %s, then admin owns it',
    (pathname) => {
      expect(ownerOf(pathname)).toBe('mf_admin');
    },
  );

  it.each([
    '/',
    '/products',
    '/products/p-1',
    '/about',
    '/login',
    '/forgot-password',
    '/secure-account',
    '/inbox',
    '/contact',
    '/newsletter/confirm',
    '/newsletter/unsubscribe',
    '/nope',
    '/orders/1/items',
    '/administrator',
    '/cart-checkout-old',
    '/ordersx',
  ])(
    'when the path is %s, then the storefront owns it (its router shows the 404 page for unknown ones)',
    (pathname) => {
      expect(ownerOf(pathname)).toBe('mf_storefront');
    },
  );
});
