import type { ServiceContext } from '@glow/service-kit';
import type { Express } from 'express';
import { FavouriteList } from '../domain/favourite-list';
import { ShoppingCart } from '../domain/shopping-cart';
import { cartRoutes } from './cart-routes';
import { favouriteRoutes } from './favourite-routes';
import { internalRoutes } from './internal-routes';

export function routes(app: Express, ctx: ServiceContext): void {
  cartRoutes(app, ctx.auth, new ShoppingCart(ctx.db));
  favouriteRoutes(app, ctx.auth, new FavouriteList(ctx.db));
  internalRoutes(app, ctx.db);
}
