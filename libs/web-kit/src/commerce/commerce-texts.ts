/** The notices shoppers read after cart and favourites actions, word for word (the storefront's and the product page's). */
export const commerceTexts = {
  loginForFavourites: 'Please log in to manage your favourites.',
  addedToCart: 'Added to cart',
  addToCartFailed: 'Failed to add to cart.',
  cardAddToCartFailed: 'Failed to add to cart',
  removedFromCart: 'Removed from cart.',
  removeFromCartFailed: 'Failed to remove from cart.',
  cartUpdated: 'Cart updated.',
  updateCartFailed: 'Failed to update cart.',
  cartCleared: 'Cart cleared.',
  clearCartFailed: 'Failed to clear the cart.',
  addedToFavourites: (name: string) => `${name} added to favorites`,
  removedFromFavourites: (name: string) => `${name} removed from favorites`,
  addToFavouritesFailed: 'Failed to add to favourites.',
  removeFromFavouritesFailed: 'Failed to remove from favourites.',
  /** The cart's own sentence for a product with options added without a choice: 'Please choose a shade and size'. */
  chooseOptions: (options: readonly { name: string }[]) =>
    `Please choose a ${options.map((option) => option.name.toLowerCase()).join(' and ')}`,
} as const;

export const loginForFavourites = commerceTexts.loginForFavourites;
