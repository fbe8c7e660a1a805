/**
 * The shop's pages: the paths the single-page app renders a page of its own for. Any other path
 * still gets the shell's index.html (its router draws the '404 - Page Not Found' screen), but
 * with status 404, so search engines drop it.
 *
 * The source is the web apps' route tables: mf-storefront/src/routes.tsx, mf-checkout/src/routes.tsx
 * and, for the admin area, shell/src/routes-ownership.ts. test/page-routes.test.ts reads them and
 * fails when a route there is missing here. infra/deploy/nginx/shell.conf.template holds the same
 * list as a regex for a deployment.
 */
export const pageRoutes = [
  '/',
  '/products',
  '/shop',
  '/products/:id',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/login',
  '/register',
  '/forgot-password',
  '/secure-account',
  '/profile',
  '/favourites',
  '/inbox',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/cart-checkout',
  '/orders',
  '/orders/:id',
] as const;

/** The admin area grows with its screens; its own router answers unknown admin paths. */
export const pagePrefixes = ['/admin'] as const;

/** The route whose `:id` the catalog must know for the page to be a 200. */
export const productRoute = '/products/:id';

export type PageMatch = { route: string; id?: string } | undefined;

const matchers = pageRoutes.map((route) => ({
  route,
  pattern: new RegExp(`^${route.replace(/:[a-z]+/g, '([^/]+)')}$`),
}));

/** `/products/` is `/products`, as the shell's routes-ownership.ts and the browser router see it. */
function normalise(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** The page route `pathname` falls under (with its `:id`, raw), or undefined for an unknown path. */
export function matchPage(pathname: string): PageMatch {
  const path = normalise(pathname);
  const prefix = pagePrefixes.find((name) => path === name || path.startsWith(`${name}/`));
  if (prefix) return { route: prefix };
  for (const { route, pattern } of matchers) {
    const found = pattern.exec(path);
    if (found) return found[1] === undefined ? { route } : { route, id: found[1] };
  }
  return undefined;
}
