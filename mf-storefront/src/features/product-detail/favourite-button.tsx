import type { Product } from '@glow/contracts';
import { Button, commerce, useIsFavourite } from '@glow/web-kit';
import { HeartIcon } from '../../components/catalog/heart-icon';
import styles from './product-detail.module.css';

export const addToFavourites = 'Add to Favourites';
export const removeFromFavourites = 'Remove from Favourites';

/**
 * Adds or removes the product. The words and a filled heart say which it will do, so the second
 * press is never a silent removal; the label carries the state, hence no aria-pressed.
 */
export function FavouriteButton({ product }: { product: Product }) {
  const favourite = useIsFavourite(product._id);
  return (
    <Button
      variant="secondary"
      className={favourite ? styles.favourite : undefined}
      onClick={() => void commerce.toggleFavourite(product)}
    >
      <HeartIcon filled={favourite} />
      {favourite ? removeFromFavourites : addToFavourites}
    </Button>
  );
}
