import type { Product } from '@glow/contracts';
import { imageUrl } from './image-url';
import styles from './products.module.css';

export function ProductThumb({ product }: { product: Pick<Product, 'name' | 'images'> }) {
  const first = product.images[0];
  if (!first) return <span className={styles.noImage}>No Image</span>;
  return <img className={styles.thumb} src={imageUrl(first, 200)} alt={product.name} loading="lazy" />;
}
