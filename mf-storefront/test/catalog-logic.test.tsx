import { discountPercent } from '../src/components/catalog/discount';
import {
  changeFilters,
  filtersToParams,
  listingQuery,
  noFilters,
  readFilters,
} from '../src/features/shop/shop-filters';

describe('discount badge', () => {
  it.each([
    [{ price: 1000, discountPrice: 750 }, 25],
    [{ price: 3000, discountPrice: 1999 }, 33],
    [{ price: 1000, discountPrice: null }, null],
    [{ price: 1000, discountPrice: 1000 }, null],
    [{ price: 1000, discountPrice: 1200 }, null],
  ])('when a product costs %j, then the badge says %p', (product, percent) => {
    expect(discountPercent(product)).toBe(percent);
  });
});

describe('shop filters in the URL', () => {
  it('when the URL holds filters, then they are read back exactly and nothing unset is written', () => {
    const params = new URLSearchParams(
      'search=shea&category=Body%20Care&minPrice=10&discountOnly=true&sort=priceAsc&page=3',
    );
    const filters = readFilters(params);
    expect(filters).toMatchObject({
      search: 'shea',
      category: 'Body Care',
      minPrice: '10',
      maxPrice: '',
      discountOnly: true,
      sort: 'priceAsc',
      page: 3,
    });
    expect(filtersToParams(filters).toString()).toBe(params.toString());
    expect(filtersToParams(noFilters).toString()).toBe('');
  });

  it('when the URL holds nonsense, then defaults are used', () => {
    expect(readFilters(new URLSearchParams('sort=cheapest&page=-2'))).toMatchObject({
      sort: 'default',
      page: 1,
    });
  });

  it('when any filter changes, then the page goes back to 1; a page change keeps the filters', () => {
    const on3 = { ...noFilters, category: 'Makeup', page: 3 };
    expect(changeFilters(on3, { sort: 'nameAsc' })).toMatchObject({
      category: 'Makeup',
      sort: 'nameAsc',
      page: 1,
    });
    expect(changeFilters(on3, { page: 4 })).toMatchObject({ category: 'Makeup', page: 4 });
  });

  it('when the list view is chosen, then the URL keeps it, the page stays and the catalog is not asked about it', () => {
    const on3 = { ...noFilters, category: 'Makeup', page: 3 };
    const listed = changeFilters(on3, { view: 'list' });
    expect(listed).toMatchObject({ category: 'Makeup', page: 3, view: 'list' });
    expect(filtersToParams(listed).toString()).toBe('category=Makeup&page=3&view=list');
    expect(readFilters(filtersToParams(listed)).view).toBe('list');
    expect(listingQuery(listed, 'NGN')).toBe('category=Makeup&page=3&limit=28');
  });

  it('when price bounds are set, then the catalog gets the currency code and never a rate', () => {
    expect(listingQuery({ ...noFilters, minPrice: '5' }, 'USD')).toBe('minPrice=5&limit=28&currency=USD');
    expect(listingQuery(noFilters, 'USD')).toBe('limit=28');
  });
});
