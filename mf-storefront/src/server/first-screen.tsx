import { dehydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@glow/contracts';
import { createQueryClient, documentTitle, setApiOrigin } from '@glow/web-kit';
import { homeTitle } from '../features/home/home-page';
import { productQuery } from '../features/product-detail/product-api';
import { shopTitle } from '../features/shop/shop-page';
import { firstQueries } from '../prefetch';
import { StorefrontRoutes } from '../routes';

export interface FirstScreen {
  /** The app's markup for the page, as its first client render draws it with `state`. */
  html: string;
  /** The queries the markup was drawn from, for the browser's cache (TanStack Query's dehydrate). */
  state: DehydratedState;
  /** The document's title, as the page sets it ("Home | Glow"). */
  title: string;
}

const productPage = /^\/products\/([^/]+)$/;

/** The landing pages a first visit arrives on; every other page is drawn in the browser only. */
const rendered = [/^\/$/, /^\/(products|shop)$/, productPage];

/** What the page's own useDocumentTitle sets once it runs (effects do not run on a server). */
function titleOf(pathname: string, queryClient: QueryClient): string {
  const productId = productPage.exec(pathname)?.[1];
  if (productId)
    return documentTitle(queryClient.getQueryData<Product>(productQuery(productId).queryKey)?.name);
  return documentTitle(pathname === '/' ? homeTitle : shopTitle);
}

/**
 * The storefront's first screen of `url` (path and query) as HTML, drawn on a server with the
 * page's data fetched from `apiOrigin`, as an anonymous visitor sees it: what a slow phone paints
 * before the app's code has arrived. Undefined for a page it does not render on the server; throws
 * when a query failed.
 */
export async function renderFirstScreen(url: string, apiOrigin: string): Promise<FirstScreen | undefined> {
  const { pathname, search } = new URL(url, 'http://first-screen.invalid');
  if (!rendered.some((route) => route.test(pathname))) return undefined;
  setApiOrigin(apiOrigin);
  const queryClient = createQueryClient();
  try {
    await Promise.all(
      firstQueries(pathname, search).map((query) =>
        queryClient.fetchQuery(query as Parameters<typeof queryClient.fetchQuery>[0]),
      ),
    );
  } catch (error) {
    // The gateway logs it and sends the plain page: the browser draws it, with its own error state.
    throw new Error(`the first screen of ${pathname} could not get its data: ${(error as Error).message}`);
  }
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={`${pathname}${search}`}>
        <StorefrontRoutes />
      </StaticRouter>
    </QueryClientProvider>,
  );
  return { html, state: dehydrate(queryClient), title: titleOf(pathname, queryClient) };
}
