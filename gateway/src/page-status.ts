import type { Logger } from '@glow/service-kit';
import type { Request } from 'express';
import { matchPage, productRoute } from './page-routes';
import type { UpstreamProxy } from './upstream-proxy';

/** The status the shell's page is sent with for a request: 404 for what the shop does not have. */
export type PageStatus = (req: Request) => Promise<200 | 404>;

interface PageStatusOptions {
  catalog: UpstreamProxy;
  timeoutMs: number;
  logger: Logger;
}

/**
 * 404 for a path that is none of the shop's pages (src/page-routes.ts), and for `/products/:id`
 * when the catalog answers 404 for that product. Any other answer, a failure or silence past
 * `timeoutMs` is a 200: a catalog outage must never become a 404 a search engine would drop.
 */
export function pageStatus({ catalog, timeoutMs, logger }: PageStatusOptions): PageStatus {
  return async (req) => {
    const page = matchPage(req.path);
    if (!page) return 404;
    if (page.route !== productRoute) return 200;
    try {
      const status = await catalog.status({
        method: 'HEAD',
        path: `/api/products/${page.id}`,
        timeoutMs,
        headers: { 'x-request-id': req.headers['x-request-id'] },
      });
      return status === 404 ? 404 : 200;
    } catch (error) {
      logger.warn(
        {
          upstream: 'catalog',
          code: (error as NodeJS.ErrnoException).code,
          url: req.path,
          reqId: req.headers['x-request-id'],
        },
        'product check failed; page sent as 200',
      );
      return 200;
    }
  };
}
