import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast, useDocumentTitle } from '@glow/web-kit';
import { productPageQuery } from '../../components/catalog/catalog-api';
import { BannerCarousel } from '../../components/promotions/banner-carousel';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { SearchBox } from './search-box';
import { listingQuery } from './shop-filters';
import styles from './shop-page.module.css';
import { ShopResults } from './shop-results';
import { useShopFilters } from './use-shop-filters';
import { ViewToggle } from './view-toggle';

export const filtersReset = 'All filters have been reset.';

export const shopTitle = 'Shop';

export function ShopPage() {
  useDocumentTitle(shopTitle);
  const { filters, update, reset, currency } = useShopFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const query = useQuery(productPageQuery(listingQuery(filters, currency)));

  const closePanel = useCallback(() => {
    setPanelOpen(false);
    toggleRef.current?.focus();
  }, []);
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
          ref={toggleRef}
          type="button"
          className={styles.filtersToggle}
          aria-expanded={panelOpen}
          aria-controls="shop-filters"
          onClick={() => setPanelOpen(true)}
        >
          Filters
        </button>
        <ViewToggle value={filters.view} onChange={(view) => update({ view })} />
      </div>
      <div className={styles.layout}>
        <FilterDrawer id="shop-filters" open={panelOpen} onClose={closePanel}>
          <FilterPanel filters={filters} currency={currency} onChange={update} onReset={resetAll} />
        </FilterDrawer>
        <ShopResults query={query} view={filters.view} onPageChange={goToPage} />
      </div>
    </div>
  );
}
