import { useState } from 'react';
import type { Product } from '@glow/contracts';
import { Button, commerce, toast, useIsFavourite } from '@glow/web-kit';
import { discountPercent } from '../../components/catalog/discount';
import { ProductPrice } from '../../components/catalog/product-price';
import { Description } from './description';
import { Gallery } from './gallery';
import styles from './product-detail.module.css';
import { QuantityStepper, isValidQuantity, quantityTooLow } from './quantity-stepper';
import { Stars } from './star-picker';

/** Gallery, name, rating, price with the 'Get N% off' badge, description, quantity and the two actions. */
export function ProductSummary({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const percent = discountPercent(product);
  const favourite = useIsFavourite(product._id);
  const addToCart = () => {
    if (isValidQuantity(quantity)) void commerce.addToCart(product, quantity, 'product-page');
    else toast.error(quantityTooLow);
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
        <QuantityStepper value={quantity} onChange={setQuantity} />
        <div className={styles.formButtons}>
          <Button onClick={addToCart}>Add to Cart</Button>
          <Button
            variant="secondary"
            aria-pressed={favourite}
            onClick={() => void commerce.toggleFavourite(product)}
          >
            Add to Favourites
          </Button>
        </div>
      </div>
    </div>
  );
}
