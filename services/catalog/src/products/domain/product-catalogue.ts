import type { Product, ProductFacets, ProductListPage } from '@glow/contracts';
import { badRequest, isUuid, notFound } from '@glow/service-kit';
import type { ProductFacetCounts } from '../data/product-facet-counts';
import type { ProductRepository } from '../data/product-repository';
import type { ProductViewRepository } from '../data/product-view-repository';
import type { Remember } from './listing-page-cache';
import type { PageRequest, ProductFilters } from '../data/product-filters';

/**
 * How far into a listing a page may start, counted from whichever end is nearer. Reading a page
 * skips every row before it (OFFSET), so a page in the middle of 100,000 products would scan
 * 50,000 rows; pages near the end are read from the end, backwards, which costs as little.
 */
export const productNotFound = 'Product not found';

export const pageReach = 10_000;

function tooDeep(request: PageRequest, total: number): Error {
  const message =
    `Page ${request.page} is too deep: pages reach only the first and last ${pageReach.toLocaleString('en')} ` +
    `of the ${total.toLocaleString('en')} matching products; narrow the list with search, category or price, ` +
    'or sort it the other way';
  return badRequest(message, [{ msg: `page: ${message}` }]);
}

/** What shoppers can read about products: a filtered page, one product, and the home rails. */
export class ProductCatalogue {
  constructor(
    private readonly products: ProductRepository,
    private readonly views: ProductViewRepository,
    private readonly facetCounts: ProductFacetCounts,
  ) {}

  /** `remember` keeps the match count while the listing is unchanged, so other pages of it skip the count. */
  async browse(
    filters: ProductFilters,
    request: PageRequest,
    remember: Remember = (_key, compute) => compute(),
  ): Promise<ProductListPage> {
    const offset = (request.page - 1) * request.limit;
    const countMatching = () =>
      remember(`count ${JSON.stringify(filters)}`, () => this.products.countMatching(filters));
    const answer = (items: Product[], total: number): ProductListPage => ({
      items,
      total,
      page: request.page,
      pages: Math.ceil(total / request.limit),
    });

    if (offset + request.limit <= pageReach) {
      const [products, total] = await Promise.all([
        this.products.findSlice(filters, request.sort, { offset, limit: request.limit, fromEnd: false }),
        countMatching(),
      ]);
      return answer(products, total);
    }

    const total = await countMatching();
    if (offset >= total) return answer([], total);
    const limit = Math.min(request.limit, total - offset);
    const offsetFromEnd = total - offset - limit;
    if (offsetFromEnd + limit > pageReach) throw tooDeep(request, total);
    const products = await this.products.findSlice(filters, request.sort, {
      offset: offsetFromEnd,
      limit,
      fromEnd: true,
    });
    return answer(products, total);
  }

  /** The listing's brand, skin type and concern counts, remembered like its match count. */
  facets(filters: ProductFilters, remember: Remember = (_key, compute) => compute()): Promise<ProductFacets> {
    return remember(`facets ${JSON.stringify(filters)}`, () => this.facetCounts.count(filters));
  }

  async get(id: string): Promise<Product> {
    const product = await this.products.findById(id);
    if (!product) throw notFound(productNotFound);
    return product;
  }

  newArrivals(limit: number): Promise<Product[]> {
    return this.products.findNewest(limit);
  }

  deals(limit: number): Promise<Product[]> {
    return this.products.findLargestDiscounts(limit);
  }

  async related(id: string, limit: number): Promise<Product[]> {
    return this.products.findRelated(await this.get(id), limit);
  }

  byIds(ids: string[]): Promise<Product[]> {
    return this.products.findByIds(ids);
  }

  /** What the viewers of this product also looked at (co-views), most shared first. */
  async alsoViewed(id: string, limit: number): Promise<Product[]> {
    await this.get(id);
    return this.products.findByIds(await this.views.alsoViewedIds(id, limit));
  }

  async recordView(viewer: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.views.record(viewer, id))) throw notFound(productNotFound);
  }
}
