import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPage, pagePrefixes, pageRoutes } from '../src/page-routes';

const repoRoot = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** The `<Route path="…">` values of a web app's route table, its catch-all left out. */
function routesOf(file: string): string[] {
  return [...read(file).matchAll(/<Route\s+path="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((p) => p !== '*');
}

const appRoutes = [...routesOf('mf-storefront/src/routes.tsx'), ...routesOf('mf-checkout/src/routes.tsx')];

describe('the gateway page list and the web apps route tables', () => {
  it('when the route tables are read, then they name routes (the parser still fits the files)', () => {
    expect(appRoutes).toContain('/products/:id');
    expect(appRoutes).toContain('/orders/:id');
  });

  it('when a storefront or checkout route exists, then the gateway lists it as a page', () => {
    expect(appRoutes.filter((route) => !(pageRoutes as readonly string[]).includes(route))).toEqual([]);
  });

  it('when the gateway lists a page, then a web app still has that route', () => {
    expect(pageRoutes.filter((route) => !appRoutes.includes(route))).toEqual([]);
  });

  it('when the shell gives a whole area to one app (admin), then the gateway takes it as a prefix', () => {
    const source = read('shell/src/routes-ownership.ts');
    const areas = [...source.matchAll(/isOrUnder\(pathname, '([^']+)'\)/g)].map((match) => match[1]);
    expect(areas).toEqual([...pagePrefixes]);
  });
});

describe('matchPage', () => {
  it.each([
    ['/', '/'],
    ['/shop', '/shop'],
    ['/shop/', '/shop'],
    ['/products//', '/products'],
    ['/newsletter/confirm', '/newsletter/confirm'],
    ['/orders/42', '/orders/:id'],
    ['/admin', '/admin'],
    ['/admin/anything/deeper', '/admin'],
  ])('when the path is %s, then it is the page %s', (pathname, route) => {
    expect(matchPage(pathname)?.route).toBe(route);
  });

  it('when the path names a product, then the id comes with the match', () => {
    expect(matchPage('/products/0f6c8a2e/')).toEqual({ route: '/products/:id', id: '0f6c8a2e' });
  });

  it.each(['/nope', '/about/team', '/orders/42/extra', '/products/1/2', '/administrator', '/newsletter'])(
    'when the path is %s, then it is no page',
    (pathname) => {
      expect(matchPage(pathname)).toBeUndefined();
    },
  );
});
