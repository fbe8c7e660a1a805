import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Pagination, SkeletonCard, errorText, toast, useDocumentTitle } from '@glow/web-kit';
import { productPageQuery, productsFailed } from '../../shared/catalog/catalog-api';
import { ProductCard } from '../../shared/catalog/product-card';
import { BannerCarousel } from '../../shared/promotions/banner-carousel';
import { FilterPanel } from './filter-panel';
import { listingQuery } from './shop-filters';
import styles from './shop-page.module.css';
import { useShopFilters } from './use-shop-filters';

export const noProducts = 'No products found.';
export const filtersReset = 'All filters have been reset.';
const skeletonCount = 8;
const searchDelayMs = 350;

/** The search box: what is typed applies after a short pause, so each keystroke does not fetch. */
function SearchBox({ value, onSearch }: { value: string; onSearch(search: string): void }) {
  const [text, setText] = useState(value);
  // Back, a link or Reset changed the search: show it (React's "adjust state when a prop changes").
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <input
      type="search"
      className={styles.search}
      placeholder="Search products..."
      aria-label="Search products"
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

export function ShopPage() {
  useDocumentTitle('Shop');
  const { filters, update, reset, currency } = useShopFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const query = useQuery(productPageQuery(listingQuery(filters, currency)));

  const resetAll = () => {
    reset();
    toast.success(filtersReset);
  };
  const goToPage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={styles.page}>
      <BannerCarousel placement="products-page" />
      <div className={styles.top}>
        <h1 className={styles.title}>Shop</h1>
        <SearchBox value={filters.search} onSearch={(search) => update({ search })} />
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={panelOpen}
          aria-controls="shop-filters"
          onClick={() => setPanelOpen(true)}
        >
          Filters
        </button>
      </div>
      <div className={styles.layout}>
        <aside
          id="shop-filters"
          className={`${styles.aside} ${panelOpen ? styles.open : ''}`}
          aria-label="Filters"
        >
          <div className={styles.asideHead}>
            <h2>Filters</h2>
            <button
              type="button"
              className={styles.close}
              aria-label="Close filters"
              onClick={() => setPanelOpen(false)}
            >
              ×
            </button>
          </div>
          <FilterPanel filters={filters} currency={currency} onChange={update} onReset={resetAll} />
        </aside>
        {panelOpen && (
          <div className={styles.backdrop} onClick={() => setPanelOpen(false)} aria-hidden="true" />
        )}
        <section className={styles.results} aria-label="Products" aria-busy={query.isPending}>
          {query.isPending ? (
            <div className={styles.grid}>
              {Array.from({ length: skeletonCount }, (_, index) => (
                <SkeletonCard key={index} />
              ))}
            </div>
          ) : query.isError ? (
            <p className={styles.notice} role="alert">
              {errorText(query.error, productsFailed)}
            </p>
          ) : query.data.items.length === 0 ? (
            <p className={styles.notice}>{noProducts}</p>
          ) : (
            <>
              <p className={styles.count}>
                {query.data.total} {query.data.total === 1 ? 'product' : 'products'}
              </p>
              <div className={styles.grid}>
                {query.data.items.map((product, index) => (
                  <ProductCard key={product._id} product={product} eager={index < 4} />
                ))}
              </div>
              <Pagination page={query.data.page} totalPages={query.data.pages} onPageChange={goToPage} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
