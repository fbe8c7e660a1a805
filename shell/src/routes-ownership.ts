import type { AppName } from './app-names';

function isOrUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Checkout's routes are few and fixed, so any deeper path falls to the storefront's 404 page. */
const ownsCheckout = (pathname: string) =>
  pathname === '/cart-checkout' || pathname === '/orders' || /^\/orders\/[^/]+$/.test(pathname);
/** The admin area grows with its screens; its own router answers unknown admin paths. */
const ownsAdmin = (pathname: string) => isOrUnder(pathname, '/admin');

/** Exactly one microfrontend owns each path; the storefront takes every other one, its 404 page included. */
export function ownerOf(pathname: string): AppName {
  const path = normalise(pathname);
  if (ownsCheckout(path)) return 'mf_checkout';
  if (ownsAdmin(path)) return 'mf_admin';
  return 'mf_storefront';
}
