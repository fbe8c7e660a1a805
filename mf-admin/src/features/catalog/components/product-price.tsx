import { formatPrice, VisuallyHidden } from '@glow/web-kit';
import type { Product } from '@glow/contracts';
import styles from './products.module.css';

const naira = (amount: number) => formatPrice(amount, 'NGN');

/** The discount price when there is one, with the original struck through; else the price. */
export function ProductPrice({ product }: { product: Pick<Product, 'price' | 'discountPrice'> }) {
  const { price, discountPrice } = product;
  if (discountPrice === null || discountPrice === undefined) return <span>{naira(price)}</span>;
  return (
    <span className={styles.price}>
      <span>{naira(discountPrice)}</span>
      <s className={styles.original}>
        <VisuallyHidden>was </VisuallyHidden>
        {naira(price)}
      </s>
    </span>
  );
}
