import type { ServiceContext } from '@glow/service-kit';
import type { Express } from 'express';
import { FavouriteList } from '../domain/favourite-list';
import { ShoppingCart } from '../domain/shopping-cart';
import { cartApi, cartRoutes } from './cart-routes';
import { favouriteApi, favouriteRoutes } from './favourite-routes';
import { internalApi, internalRoutes } from './internal-routes';

export const api = [...cartApi, ...favouriteApi, ...internalApi];

export function routes(app: Express, ctx: ServiceContext): void {
  cartRoutes(app, ctx.auth, new ShoppingCart(ctx.db));
  favouriteRoutes(app, ctx.auth, new FavouriteList(ctx.db));
}

/** What order calls (INTERNAL_PORT when set). */
export function cartInternalRoutes(app: Express, ctx: ServiceContext): void {
  internalRoutes(app, ctx.db);
}
