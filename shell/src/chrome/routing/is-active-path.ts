/** Whether a navigation link points at the current page; Shop also covers the products pages. */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/shop')
    return pathname === '/shop' || pathname === '/products' || pathname.startsWith('/products/');
  return pathname === href;
}
