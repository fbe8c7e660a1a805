import { useId, useState } from 'react';
import type { Product, ProductVariant } from '@glow/contracts';
import {
  Button,
  commerce,
  commerceTexts,
  isSoldOut,
  maxCartQuantity,
  quantityLimit,
  stockTexts,
  toast,
} from '@glow/web-kit';
import { discountPercent } from '../../components/catalog/discount';
import { priceRange } from '../../components/catalog/price-range';
import { ProductPrice } from '../../components/catalog/product-price';
import { Description } from './description';
import { ProductFacts } from './product-facts';
import { FavouriteButton } from './favourite-button';
import { Gallery } from './gallery';
import styles from './product-detail.module.css';
import { QuantityStepper, quantityProblem, type QuantityBounds } from './quantity-stepper';
import { Stars } from './star-picker';
import { useVariantChoice } from './use-variant-choice';
import { asChosen, highestPrice, optionsOf } from './variant-choice';
import { VariantPicker } from './variant-picker';

/** The quantity the page offers: up to what is left when the catalog counts it, else the cart's 99. */
function boundsOf(product: Product): QuantityBounds {
  const max = quantityLimit(product);
  const limitedByStock = product.stock !== null && product.stock <= maxCartQuantity;
  return limitedByStock ? { max, limitText: stockTexts.onlyLeft(max) } : { max };
}

/**
 * What the page shows: the product itself without options; the chosen variant's price, stock and
 * pictures once one is chosen; until then, the range of its variants' prices.
 */
function shownFor(product: Product, variant: ProductVariant | undefined): Product {
  if (optionsOf(product).length === 0) return product;
  return variant ? asChosen(product, variant) : { ...product, maxPrice: highestPrice(product) };
}

/**
 * Gallery, name, rating, price with the 'Get N% off' badge, the options to choose, description,
 * quantity and the two actions; a sold-out product (or chosen shade) offers no quantity and its cart
 * button reads 'Out of stock'. A product with options is added once each option is chosen.
 */
export function ProductSummary({ product }: { product: Product }) {
  const { choice, variant, pick } = useVariantChoice(product);
  const [quantity, setQuantity] = useState(1);
  const [asked, setAsked] = useState(false);
  const errorId = useId();
  const options = optionsOf(product);
  const choiceMissing = options.length > 0 && !variant;
  const shown = shownFor(product, variant);
  const ranged = priceRange(shown) !== null;
  const percent = ranged ? null : discountPercent(shown);
  const soldOut = isSoldOut(shown);
  // Before a choice the product's stock is all its shades': the quantity stops there, unannounced.
  const bounds = choiceMissing ? { max: quantityLimit(shown) } : boundsOf(shown);
  const choiceNeeded = asked && choiceMissing ? commerceTexts.chooseOptions(options) : null;

  const onPick = (name: string, value: string) => {
    const chosen = pick(name, value);
    const max = quantityLimit(shownFor(product, chosen));
    setQuantity((current) => Math.max(1, Math.min(current, max)));
  };
  const addToCart = () => {
    if (choiceMissing) {
      setAsked(true);
      return;
    }
    const problem = quantityProblem(quantity, bounds);
    if (problem) toast.error(problem);
    else void commerce.addToCart(product, quantity, 'product-page', variant?._id);
  };
  return (
    <div className={styles.top}>
      <Gallery key={variant?._id ?? product._id} images={shown.images} name={product.name} />
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
          <ProductPrice product={shown} size="large" />
          {percent !== null && <span className={styles.getBadge}>Get {percent}% off</span>}
        </div>
        <VariantPicker
          product={product}
          choice={choice}
          onPick={onPick}
          errorId={choiceNeeded ? errorId : undefined}
        />
        <Description text={product.description} />
        <ProductFacts product={product} />
        {!soldOut && (
          <QuantityStepper
            key={variant?._id ?? product._id}
            value={quantity}
            onChange={setQuantity}
            {...bounds}
          />
        )}
        {choiceNeeded && (
          <p id={errorId} className={styles.fieldError} role="alert">
            {choiceNeeded}
          </p>
        )}
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
