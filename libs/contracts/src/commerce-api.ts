import type { Product } from './api';

/**
 * A cart line as `GET /api/cart` (and every cart call) answers it: the product as the cart service
 * knows it now (its current price and discountPrice), and the quantity.
 */
export interface CartItem {
  product: Product;
  quantity: number;
}

/** The whole cart: every cart call answers it. */
export type Cart = CartItem[];

/** `POST /api/cart/add` (quantity defaults to 1) and `POST /api/cart/update`. */
export interface CartLineRequest {
  productId: string;
  quantity?: number;
}

/** `POST /api/cart/remove`, `POST /api/favourites/add`, `POST /api/favourites/remove`. */
export interface ProductRequest {
  productId: string;
}

/** `GET /api/favourites` and both favourites calls answer the full list. */
export type Favourites = Product[];
