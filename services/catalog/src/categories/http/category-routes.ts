import { badRequest, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import { z } from 'zod';
import type { CatalogContext } from '../../config';
import type { CatalogDeps } from '../../deps';
import { repeatedField, textField } from '../../media/http/form-fields';
import { uploadedFiles } from '../../media/http/image-uploads';
import { CategoryRepository } from '../data/category-repository';
import { CategoryAdmin } from '../domain/category-admin';

const categoryFormSchema = z.object({
  name: z.string().min(1).max(100),
  removeImages: z.array(z.string()).optional(),
});

export const categoryApi: RouteDescription[] = [
  { method: 'get', path: '/api/categories', summary: 'All categories' },
  {
    method: 'post',
    path: '/api/categories',
    access: 'admin',
    form: categoryFormSchema,
    status: 201,
    summary: 'Adds a category (multipart, with `images` files)',
  },
  {
    method: 'put',
    path: '/api/categories/:id',
    access: 'admin',
    form: categoryFormSchema,
    summary: 'Changes a category (multipart, with `images` files)',
  },
  { method: 'delete', path: '/api/categories/:id', access: 'admin', summary: 'Deletes a category' },
];

function categoryName(body: Record<string, unknown>): string {
  const name = textField(body, 'name');
  if (!name) throw badRequest('Category name is required');
  if (name.length > 100) throw badRequest('Category name must be at most 100 characters');
  return name;
}

export function categoryRoutes(app: Express, ctx: CatalogContext, { media, uploads }: CatalogDeps): void {
  const { auth } = ctx;
  const categories = new CategoryRepository(ctx.db.pool);
  const admin = new CategoryAdmin(ctx.db, media);

  app.get('/api/categories', async (_req, res) => {
    res.json(await categories.findAll());
  });

  app.post('/api/categories', auth.requireAdmin, uploads('images'), async (req, res) => {
    const body = req.body as Record<string, unknown>;
    res.status(201).json(await admin.create(categoryName(body), uploadedFiles(req.files)));
  });

  app.put('/api/categories/:id', auth.requireAdmin, uploads('images'), async (req, res) => {
    const body = req.body as Record<string, unknown>;
    const removeImages = repeatedField(body, 'removeImages[]', 'removeImages');
    res.json(
      await admin.update(String(req.params.id), categoryName(body), uploadedFiles(req.files), removeImages),
    );
  });

  app.delete('/api/categories/:id', auth.requireAdmin, async (req, res) => {
    await admin.remove(String(req.params.id));
    res.json({ message: 'Category deleted successfully.' });
  });
}
