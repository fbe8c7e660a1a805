import type { Database, Logger, Outbox } from '@glow/service-kit';
import { BannerRepository } from '../data/banner-repository';
import { HeroRepository } from '../data/hero-repository';
import { categoryIdsBySlug, insertMissingCategories, insertMissingProducts } from '../data/seed-repository';
import { loadDemoCatalogue, type DemoProduct } from './demo-catalogue';
import { writeDemoImages } from './demo-image-files';
import { categoryImage, productAgeSeconds, productImages } from './demo-layout';
import { demoBannerImage, demoBanners, demoHero } from './demo-promotions';
import { productSnapshot } from '../domain/product-snapshot';

export interface SeedContext {
  db: Database;
  outbox: Outbox;
  logger: Logger;
}

export interface SeedResult {
  imagesWritten: number;
  categoriesInserted: number;
  productsInserted: number;
  /** Whether the hero and banners were seeded (only into a shop that has neither yet). */
  promotionsSeeded: boolean;
}

/**
 * The demo hero and banners, only into a shop that has neither: once an admin has saved a hero or
 * a banner (or deleted every seeded one), the seed leaves promotions alone.
 */
async function seedPromotions(ctx: SeedContext): Promise<boolean> {
  return ctx.db.transaction(async (client) => {
    const banners = new BannerRepository(client);
    await banners.lockList();
    const heroes = new HeroRepository(client);
    if ((await heroes.find(true)) || (await banners.count()) > 0) return false;
    await heroes.save(demoHero);
    await banners.insertFirst(
      demoBanners.map((banner) => ({
        image: demoBannerImage(banner),
        link: banner.link,
        placement: banner.placement,
      })),
    );
    return true;
  });
}

/** The embedded PGlite runs one transaction at a time, so products go in small ones. */
const batchSize = 20;

function batches<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

function toSeedProduct(product: DemoProduct, categoryIds: Map<string, string>) {
  return {
    slug: product.slug,
    name: product.name,
    description: product.description,
    price: product.price,
    discount_price: product.discountPrice,
    category_id: categoryIds.get(product.categorySlug) ?? null,
    images: productImages(product.slug).map(({ image }) => image),
    stock: product.stock,
    ageSeconds: productAgeSeconds(product.slug),
  };
}

/**
 * Seeds the demo catalogue, keyed by slug: what exists is never touched (an admin's edits stay),
 * what is missing is inserted together with its `catalog.product.upserted` event. Running it
 * again changes nothing and emits nothing.
 */
export async function seedDemo(ctx: SeedContext, uploadsDir: string): Promise<SeedResult> {
  const { categories: demoCategories, products: demoProducts } = loadDemoCatalogue();
  const imagesWritten = await writeDemoImages(uploadsDir);
  const categoriesInserted = await ctx.db.transaction((client) =>
    insertMissingCategories(
      client,
      demoCategories.map((category, index) => ({
        ...category,
        images: [categoryImage(category.slug)],
        ageSeconds: demoCategories.length - index,
      })),
    ),
  );
  const categoryIds = await categoryIdsBySlug(ctx.db.pool, demoCategories);

  let productsInserted = 0;
  for (const batch of batches(demoProducts, batchSize)) {
    productsInserted += await ctx.db.transaction(async (client) => {
      const inserted = await insertMissingProducts(
        client,
        batch.map((product) => toSeedProduct(product, categoryIds)),
      );
      for (const product of inserted) {
        await ctx.outbox.add(client, 'catalog.product.upserted', {
          key: product._id,
          data: productSnapshot(product),
        });
      }
      return inserted.length;
    });
  }
  const promotionsSeeded = await seedPromotions(ctx);
  const result = { imagesWritten, categoriesInserted, productsInserted, promotionsSeeded };
  ctx.logger.info(result, 'demo catalogue seeded');
  return result;
}
