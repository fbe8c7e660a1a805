const exactTitles: Record<string, string> = {
  '/': 'Home',
  '/products': 'Shop',
  '/shop': 'Shop',
  '/about': 'About Us',
  '/contact': 'Contact Us',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms and Conditions',
  '/login': 'Login',
  '/register': 'Register',
  '/forgot-password': 'Forgot Password',
  '/secure-account': 'Secure Account',
  '/profile': 'Profile',
  '/favourites': 'Favourites',
  '/cart-checkout': 'Cart',
  '/orders': 'My Orders',
  '/inbox': 'Inbox',
  '/newsletter/confirm': 'Newsletter',
  '/newsletter/unsubscribe': 'Newsletter',
};

const sectionTitles: [prefix: string, title: string][] = [
  ['/products', 'Product Details'],
  ['/orders', 'Order Details'],
  ['/admin', 'Admin'],
  ['/category', 'Category'],
];

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** The mobile header's title for a path; unknown paths fall back to the brand name. */
export function pageTitle(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  const exact = exactTitles[path];
  if (exact) return exact;
  const section = sectionTitles.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return section ? section[1] : 'Glow';
}

/** Home, login and register show the categories menu on mobile; other pages a back button. */
export function showsCategoriesMenu(pathname: string): boolean {
  return ['/', '/login', '/register'].includes(withoutTrailingSlash(pathname));
}
