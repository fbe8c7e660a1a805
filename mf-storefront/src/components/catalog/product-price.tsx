import type { Product } from '@glow/contracts';
import { useCurrency, VisuallyHidden } from '@glow/web-kit';
import { discountPercent } from './discount';
import { priceRange } from './price-range';
import styles from './product-price.module.css';

/**
 * The price in the selected currency; with a discount, the discount price and the original struck
 * through. Variants at different prices show the range instead ('₦4,500.00 – ₦5,000.00').
 */
export function ProductPrice({ product, size = 'normal' }: { product: Product; size?: 'normal' | 'large' }) {
  const { format } = useCurrency();
  const range = priceRange(product);
  const discounted = discountPercent(product) !== null;
  return (
    <p className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      {range ? (
        <span className={styles.current}>
          {format(range.lowest)} – {format(range.highest)}
        </span>
      ) : (
        <>
          <span className={styles.current}>{format(discounted ? product.discountPrice : product.price)}</span>
          {discounted && (
            <del className={styles.original}>
              <VisuallyHidden>was </VisuallyHidden>
              {format(product.price)}
            </del>
          )}
        </>
      )}
    </p>
  );
}
