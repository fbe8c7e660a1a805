import type { RouteDescription } from '@glow/service-kit';
import { badRequest } from '@glow/service-kit';
import type { Express } from 'express';
import type { CatalogContext } from '../../config';
import type { CatalogDeps } from '../../deps';
import { uploadedFiles } from '../../media/http/image-uploads';
import { BannerAdmin } from '../domain/banner-admin';
import { HeroAdmin } from '../domain/hero-admin';
import {
  bannerFormSchema,
  bannerQuerySchema,
  heroFormSchema,
  heroImageSchema,
  isPlacement,
  orderedIdsSchema,
  parseBannerFields,
  parseHeroText,
  parseOrderedIds,
} from './promotion-inputs';

export const heroApi: RouteDescription[] = [
  { method: 'get', path: '/api/hero-section', summary: "The home page's hero (null before one is saved)" },
  {
    method: 'put',
    path: '/api/hero-section',
    access: 'admin',
    form: heroFormSchema,
    summary: 'Saves the hero (multipart, with `images` files)',
  },
  {
    method: 'post',
    path: '/api/hero-section/delete-image',
    access: 'admin',
    body: heroImageSchema,
    summary: "Deletes one of the hero's images",
  },
];

export const bannerApi: RouteDescription[] = [
  { method: 'get', path: '/api/promotion-banners', query: bannerQuerySchema, summary: 'Promotion banners' },
  {
    method: 'post',
    path: '/api/promotion-banners',
    access: 'admin',
    form: bannerFormSchema,
    status: 201,
    summary: 'Adds banners (multipart, with `images` files)',
  },
  {
    method: 'put',
    path: '/api/promotion-banners/order',
    access: 'admin',
    body: orderedIdsSchema,
    summary: 'Orders the banners',
  },
  {
    method: 'put',
    path: '/api/promotion-banners/:id',
    access: 'admin',
    form: bannerFormSchema,
    summary: 'Changes a banner (multipart, with one `image` file)',
  },
  { method: 'delete', path: '/api/promotion-banners/:id', access: 'admin', summary: 'Deletes a banner' },
];

export function heroRoutes(app: Express, ctx: CatalogContext, { media, uploads }: CatalogDeps): void {
  const { auth } = ctx;
  const hero = new HeroAdmin(ctx.db, media);

  app.get('/api/hero-section', async (_req, res) => {
    // null while none was ever saved: the home page shows its fallback.
    res.set('Cache-Control', 'no-cache').json((await hero.get()) ?? null);
  });

  app.put('/api/hero-section', auth.requireAdmin, uploads('images'), async (req, res) => {
    const text = parseHeroText(req.body as Record<string, unknown>);
    res.json(await hero.update(text, uploadedFiles(req.files)));
  });

  app.post('/api/hero-section/delete-image', auth.requireAdmin, async (req, res) => {
    const publicId = (req.body as { public_id?: unknown } | undefined)?.public_id;
    res.json(await hero.deleteImage(typeof publicId === 'string' ? publicId : ''));
  });
}

export function bannerRoutes(app: Express, ctx: CatalogContext, { media, uploads }: CatalogDeps): void {
  const { auth } = ctx;
  const banners = new BannerAdmin(ctx.db, media);

  app.get('/api/promotion-banners', async (req, res) => {
    const { placement } = req.query;
    if (placement !== undefined && !isPlacement(placement)) {
      throw badRequest('Unknown placement', [{ msg: 'Unknown placement' }]);
    }
    res.set('Cache-Control', 'no-cache').json(await banners.list(placement));
  });

  app.post('/api/promotion-banners', auth.requireAdmin, uploads('images'), async (req, res) => {
    const fields = parseBannerFields(req.body as Record<string, unknown>);
    res.status(201).json(await banners.create(fields, uploadedFiles(req.files)));
  });

  // Before `/:id`, which would take "order" for an id.
  app.put('/api/promotion-banners/order', auth.requireAdmin, async (req, res) => {
    res.json(await banners.reorder(parseOrderedIds(req.body)));
  });

  app.put('/api/promotion-banners/:id', auth.requireAdmin, uploads('image', 1), async (req, res) => {
    const fields = parseBannerFields(req.body as Record<string, unknown>);
    res.json(await banners.update(String(req.params.id), fields, uploadedFiles(req.files)[0]));
  });

  app.delete('/api/promotion-banners/:id', auth.requireAdmin, async (req, res) => {
    await banners.remove(String(req.params.id));
    res.json({ message: 'Promotion banner deleted' });
  });
}
