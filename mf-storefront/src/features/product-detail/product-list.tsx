import type { UseQueryResult } from '@tanstack/react-query';
import type { Product } from '@glow/contracts';
import { ProductCard } from '../../components/catalog/product-card';
import styles from './product-detail.module.css';

/** Related, also viewed or recently viewed: compact cards, up to 6 a row (a scrolling row on phones); nothing while empty. */
export function ProductList({ title, query }: { title: string; query: UseQueryResult<Product[]> }) {
  if (!query.data || query.data.length === 0) return null;
  const id = `list-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className={styles.grid}>
        {query.data.map((product) => (
          <ProductCard key={product._id} product={product} layout="compact" />
        ))}
      </div>
    </section>
  );
}
