import type { Auth, RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { FavouriteList } from '../domain/favourite-list';
import { parseProductRequest, productRequestSchema } from './cart-input';

export const favouriteApi: RouteDescription[] = [
  { method: 'get', path: '/api/favourites', access: 'user', summary: "The shopper's favourites" },
  {
    method: 'post',
    path: '/api/favourites/add',
    access: 'user',
    body: productRequestSchema,
    summary: 'Adds a favourite',
  },
  {
    method: 'post',
    path: '/api/favourites/remove',
    access: 'user',
    body: productRequestSchema,
    summary: 'Removes a favourite',
  },
];

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
