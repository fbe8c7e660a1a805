import type { Express } from 'express';
import type { CategoryRepository } from '../data/category-repository';

export function categoryRoutes(app: Express, categories: CategoryRepository): void {
  app.get('/api/categories', async (_req, res) => {
    res.json(await categories.findAll());
  });
}
