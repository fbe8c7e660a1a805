import { useState } from 'react';
import type { Product } from '@glow/contracts';
import {
  Button,
  commerce,
  isSoldOut,
  maxCartQuantity,
  quantityLimit,
  stockTexts,
  toast,
} from '@glow/web-kit';
import { discountPercent } from '../../components/catalog/discount';
import { ProductPrice } from '../../components/catalog/product-price';
import { Description } from './description';
import { FavouriteButton } from './favourite-button';
import { Gallery } from './gallery';
import styles from './product-detail.module.css';
import { QuantityStepper, quantityProblem, type QuantityBounds } from './quantity-stepper';
import { Stars } from './star-picker';

/** The quantity the page offers: up to what is left when the catalog counts it, else the cart's 99. */
function boundsOf(product: Product): QuantityBounds {
  const max = quantityLimit(product);
  const limitedByStock = product.stock !== null && product.stock <= maxCartQuantity;
  return limitedByStock ? { max, limitText: stockTexts.onlyLeft(max) } : { max };
}

/**
 * Gallery, name, rating, price with the 'Get N% off' badge, description, quantity and the two
 * actions; a sold-out product offers no quantity and its cart button reads 'Out of stock'.
 */
export function ProductSummary({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const percent = discountPercent(product);
  const soldOut = isSoldOut(product);
  const bounds = boundsOf(product);
  const addToCart = () => {
    const problem = quantityProblem(quantity, bounds);
    if (problem) toast.error(problem);
    else void commerce.addToCart(product, quantity, 'product-page');
  };
  return (
    <div className={styles.top}>
      <Gallery images={product.images} name={product.name} />
      <div className={styles.info}>
        <h1 className={styles.name}>{product.name}</h1>
        <p className={styles.rating}>
          <Stars rating={product.averageRating} />
          <span>
            {product.averageRating.toFixed(1)} ({product.numReviews}{' '}
            {product.numReviews === 1 ? 'review' : 'reviews'})
          </span>
        </p>
        <div className={styles.priceRow}>
          <ProductPrice product={product} size="large" />
          {percent !== null && <span className={styles.getBadge}>Get {percent}% off</span>}
        </div>
        <Description text={product.description} />
        {!soldOut && <QuantityStepper value={quantity} onChange={setQuantity} {...bounds} />}
        <div className={styles.formButtons}>
          <Button onClick={addToCart} disabled={soldOut} className={soldOut ? styles.soldOut : undefined}>
            {soldOut ? stockTexts.outOfStock : 'Add to Cart'}
          </Button>
          <FavouriteButton product={product} />
        </div>
      </div>
    </div>
  );
}
