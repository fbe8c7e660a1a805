import type { UseQueryResult } from '@tanstack/react-query';
import type { Product } from '@glow/contracts';
import { SkeletonCard, errorText } from '@glow/web-kit';
import { ProductCard } from './product-card';
import styles from './product-rail.module.css';

interface ProductRailProps {
  query: UseQueryResult<Product[]>;
  empty: string;
  failed: string;
  skeletons?: number;
}

/** A grid of product cards with its loading, empty and failure states. */
export function ProductRail({ query, empty, failed, skeletons = 4 }: ProductRailProps) {
  if (query.isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </div>
    );
  }
  if (query.isError) return <p className={styles.notice}>{errorText(query.error, failed)}</p>;
  if (query.data.length === 0) return <p className={styles.notice}>{empty}</p>;
  return (
    <div className={styles.grid}>
      {query.data.map((product) => (
        <ProductCard key={product._id} product={product} />
      ))}
    </div>
  );
}
