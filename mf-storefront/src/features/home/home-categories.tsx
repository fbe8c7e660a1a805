import { Link } from 'react-router-dom';
import { useCategories } from '@glow/web-kit';
import { ProductImage } from '../../components/catalog/product-image';
import styles from './home-categories.module.css';

export const noCategories = 'No categories available.';
export const categoriesFailed = 'Failed to load categories';

/** Round category pictures linking to the shop filtered by that category: a scrolling row on phones, the first 6 on large screens. */
export function HomeCategories() {
  const { categories, loading, error } = useCategories();
  if (loading) return <div className={styles.row} aria-busy="true" />;
  if (error) return <p className={styles.notice}>{categoriesFailed}</p>;
  if (categories.length === 0) return <p className={styles.notice}>{noCategories}</p>;
  return (
    <ul className={styles.row}>
      {categories.map((category, index) => (
        <li key={category._id} className={index >= 6 ? styles.beyondSix : undefined}>
          <Link to={`/products?category=${encodeURIComponent(category.name)}`} className={styles.category}>
            <span className={styles.picture}>
              <ProductImage image={category.images[0]} alt="" sizes="96px" />
            </span>
            <span className={styles.name}>{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
