import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductOption, VariantChoice } from '@glow/contracts';
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

/** One way a product is sold: a shade or size of it, or the one way a product without options is. */
export interface DemoVariant {
  /**
   * Names its pictures and its SKU. A variant of a product with options keeps the slug it was sold
   * under as a product of its own before the demo grouped its shades; a product without options
   * lends its variant its own slug.
   */
  slug: string;
  /** What its pictures are labelled with: the product's name, with the variant's values after a dash. */
  label: string;
  /** `{ Shade: 'Chestnut' }`; `{}` for a product without options. */
  options: VariantChoice;
  price: number;
  discountPrice: number | null;
  /** Units left to sell; null: stock not tracked. */
  stock: number | null;
}

export interface DemoProduct {
  slug: string;
  name: string;
  description: string;
  categorySlug: string;
  /** Shade, Size…; none for a product sold one way. */
  options: ProductOption[];
  /** In the shop's order; exactly one, naming no option, for a product without options. */
  variants: DemoVariant[];
}

export interface DemoCatalogue {
  categories: DemoCategory[];
  products: DemoProduct[];
}

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case');
const name = z.string().trim().min(1);

/** What a product sold one way, or each variant of one with options, is sold for. */
const offer = {
  price: z.number().positive(),
  /** null: not tracked; 0: sold out. */
  stock: z.number().int().min(0).nullable(),
  /** Percent off, turned into a whole-naira discount price. */
  off: z.number().gt(0).lt(100).optional(),
};

const singleProduct = z.object({ slug, name, description: z.string(), ...offer }).strict();

const option = z.object({
  name,
  values: z
    .array(
      z.object({
        value: name,
        swatch: z
          .string()
          .regex(/^#[0-9a-f]{6}$/, 'must be #rrggbb')
          .optional(),
      }),
    )
    .min(1),
});

const productWithOptions = z
  .object({
    slug,
    name,
    description: z.string(),
    options: z.array(option).min(1).max(3),
    variants: z.array(z.object({ slug, options: z.record(z.string(), z.string()), ...offer })).min(1),
  })
  .strict()
  .superRefine((product, problems) => {
    const combinations = new Set<string>();
    product.variants.forEach((variant, index) => {
      const path = ['variants', index, 'options'];
      const names = product.options.map((each) => each.name);
      if (Object.keys(variant.options).some((key) => !names.includes(key)))
        problems.addIssue({
          code: 'custom',
          path,
          message: `names an option other than ${names.join(', ')}`,
        });
      for (const each of product.options) {
        if (!each.values.some(({ value }) => value === variant.options[each.name]))
          problems.addIssue({ code: 'custom', path, message: `needs one of the values of ${each.name}` });
      }
      const combination = JSON.stringify(names.map((key) => variant.options[key]));
      if (combinations.has(combination))
        problems.addIssue({ code: 'custom', path, message: 'is the same combination as another variant' });
      combinations.add(combination);
    });
  });

const fileSchema = z.object({
  categories: z.array(
    z.object({
      slug,
      name,
      products: z.array(z.union([singleProduct, productWithOptions])),
    }),
  ),
});

type Offer = { price: number; stock: number | null; off?: number };

/** Price after `percent` % off, rounded to whole naira. */
function discountedPrice(price: number, percent: number): number {
  return Math.round((price * (100 - percent)) / 100);
}

function soldFor({ price, stock, off }: Offer) {
  return { price, discountPrice: off === undefined ? null : discountedPrice(price, off), stock };
}

type ProductEntry = z.infer<typeof singleProduct> | z.infer<typeof productWithOptions>;

function toDemoProduct(entry: ProductEntry, categorySlug: string): DemoProduct {
  const product = { slug: entry.slug, name: entry.name, description: entry.description, categorySlug };
  if (!('variants' in entry)) {
    return {
      ...product,
      options: [],
      variants: [{ slug: entry.slug, label: entry.name, options: {}, ...soldFor(entry) }],
    };
  }
  const optionNames = entry.options.map((each) => each.name);
  return {
    ...product,
    options: entry.options,
    variants: entry.variants.map((variant) => ({
      slug: variant.slug,
      label: `${entry.name} – ${optionNames.map((key) => variant.options[key]).join(', ')}`,
      options: variant.options,
      ...soldFor(variant),
    })),
  };
}

/** Reads a demo catalogue file; a malformed one fails with its path and what is wrong. */
export function readDemoCatalogue(file: string): DemoCatalogue {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is malformed: ${z.prettifyError(parsed.error)}`);
  return {
    categories: parsed.data.categories.map(({ slug, name }) => ({ slug, name })),
    products: parsed.data.categories.flatMap((category) =>
      category.products.map((entry) => toDemoProduct(entry, category.slug)),
    ),
  };
}

let loaded: DemoCatalogue | undefined;

/** The demo catalogue, read once. */
export function loadDemoCatalogue(): DemoCatalogue {
  loaded ??= readDemoCatalogue(demoCatalogueFile);
  return loaded;
}
