import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { CatalogContext } from '../../config';

const imageTypes = new Set(['.avif', '.gif', '.jpeg', '.jpg', '.png', '.svg', '.webp']);

/** An SVG is a document: opened directly it must not run script, load anything or reach the page. */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

function onlyImages(req: Request, _res: Response, next: NextFunction): void {
  let file: string;
  try {
    file = decodeURIComponent(req.path);
  } catch {
    next('router');
    return;
  }
  next(imageTypes.has(path.extname(file).toLowerCase()) ? undefined : 'router');
}

/**
 * Serves uploaded images under /uploads from `UPLOADS_DIR`. File names are never reused for new content
 * (the seed writes each name once, uploads get fresh names), so they can be cached for a year.
 */
export function uploadRoutes(app: Express, ctx: CatalogContext): void {
  const dir = ctx.config.UPLOADS_DIR;
  const router = express.Router();
  router.use(onlyImages);
  router.use(
    express.static(dir, {
      index: false,
      dotfiles: 'ignore',
      redirect: false,
      maxAge: '365d',
      immutable: true,
      setHeaders: (res, file) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (path.extname(file).toLowerCase() === '.svg') res.setHeader('Content-Security-Policy', svgPolicy);
      },
    }),
  );
  app.use('/uploads', router);
}
