import type { BannerPlacement, HeroSection, Image } from '@glow/contracts';
import type { Database, Outbox } from '@glow/service-kit';
import { productSnapshot } from '../../products/domain/product-snapshot';
import { BannerRepository } from '../../promotions/data/banner-repository';
import { HeroRepository } from '../../promotions/data/hero-repository';
import { copyMissingImages } from '../data/seed-images';
import {
  categoryIdsBySlug,
  insertMissingCategories,
  insertMissingProducts,
  type SeedCategory,
} from '../data/seed-repository';

export interface SeedContext {
  db: Database;
  outbox: Outbox;
}

export interface SeedCatalogueProduct {
  slug: string;
  name: string;
  description: string;
  price: number;
  discountPrice: number | null;
  categorySlug: string;
  images: Image[];
  /** Units left to sell; null: stock not tracked. */
  stock: number | null;
  /** How long before its first seeding the product counts as created. */
  ageSeconds: number;
}

/**
 * A catalogue to seed (the demo catalogue of infra/demo-catalogue is one). Slugs are its keys: a
 * category or product whose slug is already there is never touched.
 */
export interface CatalogueSeed {
  /** The folder holding every image file the catalogue names, under its `public_id`. */
  imagesDir: string;
  categories: SeedCategory[];
  products: SeedCatalogueProduct[];
  /** Seeded with the banners, only into a shop that has neither a hero nor a banner yet. */
  hero: HeroSection;
  banners: { image: Image; link: string; placement: BannerPlacement }[];
}

export interface SeedResult {
  imagesWritten: number;
  categoriesInserted: number;
  productsInserted: number;
  /** Whether the hero and banners were seeded (only into a shop that has neither yet). */
  promotionsSeeded: boolean;
}

/**
 * The hero and banners, only into a shop that has neither: once an admin has saved a hero or a
 * banner (or deleted every seeded one), the seed leaves promotions alone.
 */
async function seedPromotions(ctx: SeedContext, seed: CatalogueSeed): Promise<boolean> {
  return ctx.db.transaction(async (client) => {
    const banners = new BannerRepository(client);
    await banners.lockList();
    const heroes = new HeroRepository(client);
    if ((await heroes.find(true)) || (await banners.count()) > 0) return false;
    await heroes.save(seed.hero);
    await banners.insertFirst(seed.banners);
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

function toSeedProduct(product: SeedCatalogueProduct, categoryIds: Map<string, string>) {
  return {
    slug: product.slug,
    name: product.name,
    description: product.description,
    price: product.price,
    discount_price: product.discountPrice,
    category_id: categoryIds.get(product.categorySlug) ?? null,
    images: product.images,
    stock: product.stock,
    ageSeconds: product.ageSeconds,
  };
}

/** Every image file the catalogue names, for the uploads folder. */
function imagesOf(seed: CatalogueSeed): Image[] {
  return [
    ...seed.categories.flatMap((category) => category.images),
    ...seed.products.flatMap((product) => product.images),
    ...seed.hero.images,
    ...seed.banners.map((banner) => banner.image),
  ];
}

/**
 * The one way a catalogue gets in from outside. Keyed by slug: what exists is never touched (an
 * admin's edits stay), what is missing is inserted together with its `catalog.product.upserted`
 * event. Running it again changes nothing and emits nothing.
 */
export async function seedCatalogue(
  ctx: SeedContext,
  seed: CatalogueSeed,
  uploadsDir: string,
): Promise<SeedResult> {
  const imagesWritten = await copyMissingImages(seed.imagesDir, uploadsDir, imagesOf(seed));
  const categoriesInserted = await ctx.db.transaction((client) =>
    insertMissingCategories(client, seed.categories),
  );
  const categoryIds = await categoryIdsBySlug(ctx.db.pool, seed.categories);

  let productsInserted = 0;
  for (const batch of batches(seed.products, batchSize)) {
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
  const promotionsSeeded = await seedPromotions(ctx, seed);
  return { imagesWritten, categoriesInserted, productsInserted, promotionsSeeded };
}
