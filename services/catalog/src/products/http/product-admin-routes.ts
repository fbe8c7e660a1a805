import { actingAdmin, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { CatalogContext } from '../../config';
import type { CatalogDeps } from '../../deps';
import { uploadedFiles } from '../../media/http/image-uploads';
import { ProductAdmin } from '../domain/product-admin';
import { parseProductForm, productFormSchema } from './product-form';

export const productAdminApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/products',
    access: 'admin',
    form: productFormSchema,
    status: 201,
    summary: 'Adds a product (multipart, with `images` files)',
  },
  {
    method: 'put',
    path: '/api/products/:id',
    access: 'admin',
    form: productFormSchema,
    summary: 'Changes a product (multipart, with `images` files)',
  },
  { method: 'delete', path: '/api/products/:id', access: 'admin', summary: 'Deletes a product' },
];

/** Admin-only product writes: multipart forms with repeated `images` files (admin checked before any upload is read). */
export function productAdminRoutes(app: Express, ctx: CatalogContext, { media, uploads }: CatalogDeps): void {
  const { auth } = ctx;
  const admin = new ProductAdmin(ctx.db, ctx.outbox, media);

  app.post('/api/products', auth.requireAdmin, uploads('images'), async (req, res) => {
    const form = parseProductForm(req.body as Record<string, unknown>);
    res.status(201).json(await admin.create(form, uploadedFiles(req.files), actingAdmin(req)));
  });

  app.put('/api/products/:id', auth.requireAdmin, uploads('images'), async (req, res) => {
    const form = parseProductForm(req.body as Record<string, unknown>);
    res.json(await admin.update(String(req.params.id), form, uploadedFiles(req.files), actingAdmin(req)));
  });

  app.delete('/api/products/:id', auth.requireAdmin, async (req, res) => {
    await admin.remove(String(req.params.id), actingAdmin(req));
    res.json({ message: 'Product deleted successfully' });
  });
}
