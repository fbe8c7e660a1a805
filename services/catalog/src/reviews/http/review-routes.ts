import { actingAdmin, type RouteDescription } from '@glow/service-kit';
import type { Express, Request } from 'express';
import type { CatalogContext } from '../../config';
import { ProductReviews } from '../domain/product-reviews';
import { parseReviewText, reviewTextSchema } from './review-input';

export const reviewApi: RouteDescription[] = [
  { method: 'get', path: '/api/products/:id/reviews', summary: "A product's reviews" },
  {
    method: 'post',
    path: '/api/products/:id/reviews',
    access: 'user',
    body: reviewTextSchema,
    status: 201,
    summary: 'Reviews a product',
  },
  {
    method: 'put',
    path: '/api/reviews/:id',
    access: 'user',
    body: reviewTextSchema,
    summary: 'Edits own review',
  },
  {
    method: 'delete',
    path: '/api/reviews/:id',
    access: 'user',
    summary: 'Deletes own review (or any, as admin)',
  },
  {
    method: 'delete',
    path: '/api/products/:id/reviews/:reviewId',
    access: 'user',
    summary: 'Deletes a review of this product',
  },
];

export function reviewRoutes(app: Express, ctx: CatalogContext): void {
  const { auth } = ctx;
  const reviews = new ProductReviews(ctx.db, ctx.outbox);
  /** The author, or an admin: one without the second factor where it is required changes only their own. */
  const actor = (req: Request) => ({
    ...req.user!,
    isAdmin: auth.actsAsAdmin(req.user),
    origin: actingAdmin(req),
  });

  app.get('/api/products/:id/reviews', async (req, res) => {
    res.json(await reviews.list(String(req.params.id)));
  });

  app.post('/api/products/:id/reviews', auth.requireUser, async (req, res) => {
    const text = parseReviewText(req.body);
    res.status(201).json(await reviews.add(String(req.params.id), req.user!, text));
  });

  app.put('/api/reviews/:id', auth.requireUser, async (req, res) => {
    const text = parseReviewText(req.body);
    res.json(await reviews.edit(String(req.params.id), actor(req), text));
  });

  app.delete('/api/reviews/:id', auth.requireUser, async (req, res) => {
    await reviews.remove(String(req.params.id), actor(req));
    res.json({ message: 'Review deleted' });
  });

  app.delete('/api/products/:id/reviews/:reviewId', auth.requireUser, async (req, res) => {
    await reviews.remove(String(req.params.reviewId), actor(req), String(req.params.id));
    res.json({ message: 'Review deleted' });
  });
}
