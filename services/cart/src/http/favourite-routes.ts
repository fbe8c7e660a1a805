import type { Auth } from '@glow/service-kit';
import type { Express } from 'express';
import type { FavouriteList } from '../domain/favourite-list';
import { parseProductRequest } from './cart-input';

/** Every favourites call answers the user's whole list, newest first. */
export function favouriteRoutes(app: Express, auth: Auth, favourites: FavouriteList): void {
  app.get('/api/favourites', auth.requireUser, async (req, res) => {
    res.json(await favourites.list(req.user!._id));
  });

  app.post('/api/favourites/add', auth.requireUser, async (req, res) => {
    const { productId } = parseProductRequest(req.body);
    res.json(await favourites.add(req.user!._id, productId));
  });

  app.post('/api/favourites/remove', auth.requireUser, async (req, res) => {
    const { productId } = parseProductRequest(req.body);
    res.json(await favourites.remove(req.user!._id, productId));
  });
}
