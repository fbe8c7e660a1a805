import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductListPage } from '@glow/contracts';
import { Pagination, SkeletonCard, errorText } from '@glow/web-kit';
import { productsFailed } from '../../components/catalog/catalog-api';
import { ProductCard } from '../../components/catalog/product-card';
import type { ShopView } from './shop-filters';
import styles from './shop-page.module.css';

export const noProducts = 'No products found.';
const skeletonCount = 8;

interface ShopResultsProps {
  query: UseQueryResult<ProductListPage>;
  view: ShopView;
  onPageChange(page: number): void;
}

/** One page of the listing: 8 skeletons while it loads, its failure, 'No products found.', or the cards and the pager. */
export function ShopResults({ query, view, onPageChange }: ShopResultsProps) {
  const gridClass = `${styles.grid} ${view === 'list' ? styles.listGrid : ''}`;
  return (
    <section className={styles.results} aria-label="Products" aria-busy={query.isPending}>
      {query.isPending ? (
        <div className={gridClass}>
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
          <div className={gridClass}>
            {query.data.items.map((product, index) => (
              <ProductCard
                key={product._id}
                product={product}
                layout={view === 'list' ? 'list' : 'standard'}
                eager={index < 4}
              />
            ))}
          </div>
          <Pagination page={query.data.page} totalPages={query.data.pages} onPageChange={onPageChange} />
        </>
      )}
    </section>
  );
}
