import type { Product } from '@glow/contracts';
import { sessionStore } from '../session/session-store';
import { toast } from '../toast/toast-store';

export const loginForFavourites = 'Please log in to manage your favourites.';

/**
 * What product cards and the product page do with a product. The cart and favourites services come
 * with the checkout work; until then each action says what it will do instead of failing silently.
 */
export const commerce = {
  addToCart(product: Pick<Product, 'name'>, quantity = 1): void {
    const items = quantity === 1 ? product.name : `${quantity} × ${product.name}`;
    toast.info(`The cart opens with checkout: ${items} will be added to your cart then.`);
  },
  toggleFavourite(product: Pick<Product, 'name'>): void {
    if (!sessionStore.get().user) {
      toast.warning(loginForFavourites);
      return;
    }
    toast.info(`Favourites open with checkout: ${product.name} will be saved to your favourites then.`);
  },
};
