import type { BannerPlacement, HeroSection, Image, ProductOption, VariantChoice } from '@glow/contracts';
import type { Database, Outbox } from '@glow/service-kit';
import { announceProducts } from '../../products/domain/announce-products';
import { BannerRepository } from '../../promotions/data/banner-repository';
import { HeroRepository } from '../../promotions/data/hero-repository';
import { copyMissingImages } from '../data/seed-images';
import {
  categoryIdsBySlug,
  insertMissingCategories,
  insertMissingProducts,
  insertVariants,
  type SeedCategory,
  type SeedProduct,
  type SeedVariant,
} from '../data/seed-repository';

export interface SeedContext {
  db: Database;
  outbox: Outbox;
}

/** One way a seeded product is sold: a shade or size of it, or the one way of a product without options. */
export interface SeedCatalogueVariant {
  /** Absent, or already another variant's: the catalog numbers one (GLOW-000123). */
  sku?: string;
  /** `{ Shade: 'Chestnut' }`; `{}` for a product without options. */
  options: VariantChoice;
  price: number;
  discountPrice: number | null;
  /** Units left to sell; null: stock not tracked. */
  stock: number | null;
  /** public_ids of the product's images that show this variant. */
  imageIds: string[];
}

export interface SeedCatalogueProduct {
  slug: string;
  name: string;
  description: string;
  categorySlug: string;
  images: Image[];
  /** How long before its first seeding the product counts as created. */
  ageSeconds: number;
  /** Shade, Size…; none for a product sold one way. */
  options: ProductOption[];
  /** In the shop's order; exactly one for a product without options (its default variant, SKU numbered). */
  variants: SeedCatalogueVariant[];
  /**
   * Slugs of products an older catalogue sold separately and this one groups: a shop that has any of
   * them was seeded before and keeps those (an admin may have edited them), so this one is not added.
   */
  replacesSlugs?: string[];
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

function toSeedProduct(product: SeedCatalogueProduct, categoryIds: Map<string, string>): SeedProduct {
  // With options the variants' summary (012) replaces these; without, they make the default variant.
  const first = product.variants[0]!;
  return {
    slug: product.slug,
    name: product.name,
    description: product.description,
    category_id: categoryIds.get(product.categorySlug) ?? null,
    images: product.images,
    options: product.options,
    price: first.price,
    discount_price: first.discountPrice,
    stock: first.stock,
    ageSeconds: product.ageSeconds,
    replaces_slugs: product.replacesSlugs ?? [],
  };
}

/** The variants of the inserted products that have options; the others got their default one. */
function variantsOf(inserted: { id: string; slug: string }[], bySlug: Map<string, SeedCatalogueProduct>) {
  return inserted.flatMap(({ id, slug }): SeedVariant[] => {
    const product = bySlug.get(slug)!;
    if (product.options.length === 0) return [];
    return product.variants.map((variant, position) => ({
      product_id: id,
      position,
      sku: variant.sku ?? null,
      options: variant.options,
      price: variant.price,
      discount_price: variant.discountPrice,
      stock: variant.stock,
      image_ids: variant.imageIds,
    }));
  });
}

/**
 * Inserts what is missing of one batch with its variants, and announces each inserted product as it
 * now is, variants included, in the same transaction.
 */
async function seedProductBatch(
  ctx: SeedContext,
  batch: SeedCatalogueProduct[],
  categoryIds: Map<string, string>,
): Promise<number> {
  const bySlug = new Map(batch.map((product) => [product.slug, product]));
  return ctx.db.transaction(async (client) => {
    const inserted = await insertMissingProducts(
      client,
      batch.map((product) => toSeedProduct(product, categoryIds)),
    );
    await insertVariants(client, variantsOf(inserted, bySlug));
    await announceProducts(
      client,
      ctx.outbox,
      inserted.map((product) => product.id),
    );
    return inserted.length;
  });
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
  for (const batch of batches(seed.products, batchSize))
    productsInserted += await seedProductBatch(ctx, batch, categoryIds);
  const promotionsSeeded = await seedPromotions(ctx, seed);
  return { imagesWritten, categoriesInserted, productsInserted, promotionsSeeded };
}
