import { queryClient } from '@glow/web-kit';
import { installFetch } from '@glow/web-kit/testing';
import { bannersQuery, productPageQuery } from '../src/components/catalog/catalog-api';
import { featuredQuery } from '../src/features/home/featured-query';
import { productQuery } from '../src/features/product-detail/product-api';
import { prefetch } from '../src/prefetch';

function answerEveryCall() {
  return installFetch((url) => ({
    status: 200,
    body: url.includes('/products?') ? { items: [], total: 0, page: 1, pages: 0 } : [],
  }));
}

const calledPaths = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => String(url)).sort();

beforeEach(() => queryClient.clear());

describe("the storefront's prefetch (called by the shell before this app's code has arrived)", () => {
  it('when the page is the home page, then its hero, four banners, three rails and the categories are asked for, into the cache the screen reads', async () => {
    const fetch = answerEveryCall();

    prefetch('/', '');

    expect(calledPaths(fetch)).toEqual([
      '/api/categories',
      '/api/hero-section',
      '/api/products/discounts?limit=12',
      '/api/products/new?limit=12',
      '/api/products?limit=12',
      '/api/promotion-banners?placement=categories-section',
      '/api/promotion-banners?placement=deals-section',
      '/api/promotion-banners?placement=featured-products',
      '/api/promotion-banners?placement=new-arrivals-section',
    ]);
    await queryClient.getQueryCache().find({ queryKey: featuredQuery().queryKey })?.promise;
    expect(queryClient.getQueryData(featuredQuery().queryKey)).toEqual([]);
    expect(queryClient.getQueryData(bannersQuery('deals-section').queryKey)).toEqual([]);
  });

  it("when the page is the shop with filters in its address, then the listing (with the screen's own query), its banner and the categories are asked for", async () => {
    const fetch = answerEveryCall();

    prefetch('/products', '?category=Makeup&page=2&view=list');

    expect(calledPaths(fetch)).toEqual([
      '/api/categories',
      '/api/products?category=Makeup&page=2&limit=28',
      '/api/promotion-banners?placement=products-page',
    ]);
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: productPageQuery('category=Makeup&page=2&limit=28').queryKey }),
    ).toBeDefined();
  });

  it('when the page is a product, then the product, its reviews and the categories (for the footer) are asked for', () => {
    const fetch = answerEveryCall();

    prefetch('/products/p-1', '');

    expect(calledPaths(fetch)).toEqual(['/api/categories', '/api/products/p-1', '/api/products/p-1/reviews']);
    expect(queryClient.getQueryCache().find({ queryKey: productQuery('p-1').queryKey })).toBeDefined();
  });

  it('when the page needs nothing up front (the login page), then nothing is asked for', () => {
    const fetch = answerEveryCall();

    prefetch('/login', '');

    expect(fetch).not.toHaveBeenCalled();
  });
});
