import type { CartLineRequest, Product, ProductRequest } from '@glow/contracts';
import { api } from '../api/api-client';
import { cart } from '../cart/cart-store';
import { favourites } from '../favourites/favourites-store';
import { navigate } from '../navigation/navigate';
import { errorText } from '../query/error-text';
import { sessionStore } from '../session/session-store';
import { toast } from '../toast/toast-store';
import { commerceTexts as texts } from './commerce-texts';

type ProductRef = Pick<Product, '_id' | 'name'>;

/** Where an add-to-cart press came from: the spec words a card's failure without a full stop. */
export type AddToCartSource = 'card' | 'product-page';

export const maxCartQuantity = 99;

const signedIn = () => sessionStore.get().user !== null;

/** Runs a call; on failure shows the server's message, else `failed`. True when it succeeded. */
async function attempt(call: () => Promise<unknown>, failed: string, succeeded?: string): Promise<boolean> {
  try {
    await call();
    if (succeeded) toast.success(succeeded);
    return true;
  } catch (error) {
    toast.error(errorText(error, failed));
    return false;
  }
}

/** The line's request: `variantId` only for a variant of a product with options (the spec's calls stay as they were). */
const lineRequest = (
  product: ProductRef,
  variantId: string | undefined,
  quantity?: number,
): CartLineRequest => ({
  productId: product._id,
  ...(variantId === undefined ? {} : { variantId }),
  ...(quantity === undefined ? {} : { quantity }),
});

const postCart = (path: string, body: CartLineRequest | ProductRequest, defaultMessage: string) =>
  cart.send(() => api.post<unknown>(path, body, { defaultMessage }));

const postFavourites = (path: string, body: ProductRequest, defaultMessage: string) =>
  favourites.send(() => api.post<unknown>(path, body, { defaultMessage }));

// One toggle per product at a time: a second press while the first is under way would undo it.
const toggling = new Set<string>();

/** What product cards, the product page, the favourites page and the cart page do with a product. */
export const commerce = {
  /**
   * A visitor is sent to /login, as the header's cart icon does; a shopper's product is added, as the
   * variant `variantId` names for a product with options.
   */
  addToCart(
    product: ProductRef,
    quantity = 1,
    source: AddToCartSource = 'card',
    variantId?: string,
  ): Promise<boolean> {
    if (!signedIn()) {
      navigate('/login');
      return Promise.resolve(false);
    }
    const failed = source === 'card' ? texts.cardAddToCartFailed : texts.addToCartFailed;
    return attempt(
      () => postCart('/cart/add', lineRequest(product, variantId, quantity), failed),
      failed,
      texts.addedToCart,
    );
  },
  /** `variantId`: the line's variant, for a product with options; else the product's one line. */
  removeFromCart(product: ProductRef, variantId?: string): Promise<boolean> {
    const failed = texts.removeFromCartFailed;
    return attempt(
      () => postCart('/cart/remove', lineRequest(product, variantId), failed),
      failed,
      texts.removedFromCart,
    );
  },
  updateCartQuantity(product: ProductRef, quantity: number, variantId?: string): Promise<boolean> {
    const failed = texts.updateCartFailed;
    return attempt(
      () => postCart('/cart/update', lineRequest(product, variantId, quantity), failed),
      failed,
      texts.cartUpdated,
    );
  },
  clearCart(): Promise<boolean> {
    const failed = texts.clearCartFailed;
    return attempt(
      () => cart.send(() => api.delete<unknown>('/cart', { defaultMessage: failed })),
      failed,
      texts.cartCleared,
    );
  },
  /** Not a hook: the state now. Screens use `useIsFavourite` to follow it. */
  isFavourite: (productId: string) => favourites.has(productId),
  async toggleFavourite(product: ProductRef): Promise<boolean> {
    if (!signedIn()) {
      toast.warning(texts.loginForFavourites);
      return false;
    }
    if (toggling.has(product._id)) return false;
    toggling.add(product._id);
    const removing = favourites.has(product._id);
    const body = { productId: product._id };
    try {
      return await (removing
        ? attempt(
            () => postFavourites('/favourites/remove', body, texts.removeFromFavouritesFailed),
            texts.removeFromFavouritesFailed,
            texts.removedFromFavourites(product.name),
          )
        : attempt(
            () => postFavourites('/favourites/add', body, texts.addToFavouritesFailed),
            texts.addToFavouritesFailed,
            texts.addedToFavourites(product.name),
          ));
    } finally {
      toggling.delete(product._id);
    }
  },
};
