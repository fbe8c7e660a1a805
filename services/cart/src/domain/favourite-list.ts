import type { Favourites } from '@glow/contracts';
import { notFound, type Database } from '@glow/service-kit';
import { FavouriteRepository } from '../data/favourite-repository';
import { productNotFound } from './shopping-cart';

/** A signed-in user's favourites, newest first; every change answers the whole list. */
export class FavouriteList {
  constructor(private readonly db: Database) {}

  list(userId: string): Promise<Favourites> {
    return new FavouriteRepository(this.db.pool).favouritesOf(userId);
  }

  add(userId: string, productId: string): Promise<Favourites> {
    return this.change(userId, async (favourites) => {
      if (!(await favourites.add(userId, productId))) throw notFound(productNotFound);
    });
  }

  remove(userId: string, productId: string): Promise<Favourites> {
    return this.change(userId, (favourites) => favourites.remove(userId, productId));
  }

  /** One statement per change, no transaction needed (as for the cart); the list read right after. */
  private async change(
    userId: string,
    work: (favourites: FavouriteRepository) => Promise<void>,
  ): Promise<Favourites> {
    const favourites = new FavouriteRepository(this.db.pool);
    await work(favourites);
    return favourites.favouritesOf(userId);
  }
}
