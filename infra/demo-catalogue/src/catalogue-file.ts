import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The demo catalogue's content: `catalogue.json` at the package's root (beside the images drawn for
 * it), the same path from `src` and from `dist`; this reads and checks it. Slugs are the seed's
 * idempotency keys: written out by hand, never changed once shipped. Prices are in naira.
 */
export const demoCatalogueFile = path.resolve(__dirname, '..', 'catalogue.json');

export interface DemoCategory {
  slug: string;
  name: string;
}

export interface DemoProduct {
  slug: string;
  name: string;
  description: string;
  price: number;
  discountPrice: number | null;
  categorySlug: string;
  /** Units left to sell; null: stock not tracked. */
  stock: number | null;
}

export interface DemoCatalogue {
  categories: DemoCategory[];
  products: DemoProduct[];
}

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case');
const fileSchema = z.object({
  categories: z.array(
    z.object({
      slug,
      name: z.string().trim().min(1),
      products: z.array(
        z.object({
          slug,
          name: z.string().trim().min(1),
          price: z.number().positive(),
          /** null: not tracked; 0: sold out. */
          stock: z.number().int().min(0).nullable(),
          /** Percent off, turned into a whole-naira discount price. */
          off: z.number().gt(0).lt(100).optional(),
          description: z.string(),
        }),
      ),
    }),
  ),
});

/** Price after `percent` % off, rounded to whole naira. */
function discountedPrice(price: number, percent: number): number {
  return Math.round((price * (100 - percent)) / 100);
}

/** Reads a demo catalogue file; a malformed one fails with its path and what is wrong. */
export function readDemoCatalogue(file: string): DemoCatalogue {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is malformed: ${z.prettifyError(parsed.error)}`);
  return {
    categories: parsed.data.categories.map(({ slug, name }) => ({ slug, name })),
    products: parsed.data.categories.flatMap((category) =>
      category.products.map((entry) => ({
        slug: entry.slug,
        name: entry.name,
        description: entry.description,
        price: entry.price,
        discountPrice: entry.off === undefined ? null : discountedPrice(entry.price, entry.off),
        categorySlug: category.slug,
        stock: entry.stock,
      })),
    ),
  };
}

let loaded: DemoCatalogue | undefined;

/** The demo catalogue, read once. */
export function loadDemoCatalogue(): DemoCatalogue {
  loaded ??= readDemoCatalogue(demoCatalogueFile);
  return loaded;
}
