import type { Product } from '@glow/contracts';
import { stockTexts } from '@glow/web-kit';
import tones from '../../../components/tones.module.css';
import styles from './products.module.css';

export const notTracked = 'Not tracked';

/** The units left to sell; 'Out of stock' at 0 (in words, the red tone only follows); 'Not tracked' for null. */
export function ProductStock({ stock }: Pick<Product, 'stock'>) {
  if (stock === null) return <span className={styles.untracked}>{notTracked}</span>;
  if (stock === 0) return <span className={`${styles.pill} ${tones.red}`}>{stockTexts.outOfStock}</span>;
  return <span>{stock}</span>;
}
