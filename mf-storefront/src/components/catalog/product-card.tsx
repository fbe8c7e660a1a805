import type { Product } from '@glow/contracts';
import { Link } from 'react-router-dom';
import { commerce, isSoldOut, stockTexts, useIsFavourite, VisuallyHidden } from '@glow/web-kit';
import { discountPercent } from './discount';
import { HeartIcon } from './heart-icon';
import { chooseOptionsLabel, optionCount } from './option-counts';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

export type ProductCardLayout = 'standard' | 'compact' | 'list';

interface ProductCardProps {
  product: Product;
  layout?: ProductCardLayout;
  /** Cards in the first screenful load their image at once. */
  eager?: boolean;
}

const imageSizes: Record<ProductCardLayout, string> = {
  standard: '(min-width: 1024px) 18vw, (min-width: 640px) 30vw, 46vw',
  compact: '(min-width: 1024px) 14vw, 40vw',
  list: '120px',
};

/**
 * A product in a grid or list. The name is the card's one link, stretched over the whole card by
 * CSS, so a click anywhere opens the product; favourite and add-to-cart sit above it and only act.
 * A sold-out product's button says so and is disabled. A product with options (Shade, Size) says how
 * many it comes in, and its button leads to its page, where the shade is chosen, instead of adding.
 */
export function ProductCard({ product, layout = 'standard', eager = false }: ProductCardProps) {
  const percent = discountPercent(product);
  const href = `/products/${product._id}`;
  const favourite = useIsFavourite(product._id);
  const options = optionCount(product);
  return (
    <article className={`${styles.card} ${styles[layout]}`}>
      <div className={styles.media}>
        <ProductImage image={product.images[0]} alt="" sizes={imageSizes[layout]} eager={eager} />
        {percent !== null && <span className={styles.badge}>-{percent}%</span>}
        <button
          type="button"
          className={styles.favourite}
          aria-label={`Add ${product.name} to favourites`}
          aria-pressed={favourite}
          onClick={() => void commerce.toggleFavourite(product)}
        >
          <HeartIcon filled={favourite} />
        </button>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={href} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        {layout !== 'compact' && product.category && (
          <p className={styles.category}>{product.category.name}</p>
        )}
        {layout === 'list' && <p className={styles.description}>{product.description}</p>}
        <ProductPrice product={product} />
        {options && <p className={styles.options}>{options}</p>}
        {isSoldOut(product) ? (
          <button type="button" className={styles.addToCart} disabled>
            {stockTexts.outOfStock}
            <VisuallyHidden>: {product.name}</VisuallyHidden>
          </button>
        ) : options ? (
          <Link to={href} className={styles.addToCart}>
            {chooseOptionsLabel(product)}
            <VisuallyHidden>: {product.name}</VisuallyHidden>
          </Link>
        ) : (
          <button type="button" className={styles.addToCart} onClick={() => void commerce.addToCart(product)}>
            Add to Cart<VisuallyHidden>: {product.name}</VisuallyHidden>
          </button>
        )}
      </div>
    </article>
  );
}
