import { maxSearchLength, productConcerns, productSorts, searchTooLong, skinTypes } from '@glow/contracts';
import { blankAsAbsent } from '@glow/service-kit';
import { z } from 'zod';
import type { PageRequest, ProductFilters } from '../data/product-filters';

export const defaultPageSize = 28;

const decimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'must be a number of at least 0')
  .transform(Number);
const wholeNumber = z.string().regex(/^\d+$/, 'must be a whole number').transform(Number);
const pageSize = wholeNumber.pipe(
  z.number().int().min(1, 'must be between 1 and 100').max(100, 'must be between 1 and 100'),
);

/** Most values one repeatable parameter (`brand`, `skinType`, `concern`) takes. */
export const maxValuesPerFilter = 20;

/**
 * A repeatable parameter (`?brand=a&brand=b`): its non-blank values lower-cased, each once and
 * sorted, so one set of values makes one cache key whatever order it was asked in.
 */
const repeatable = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  const values = Array.isArray(value) ? value : [value];
  if (values.length > maxValuesPerFilter)
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: `must be given at most ${maxValuesPerFilter} times`,
    });
  if (values.some((each) => each.length > 100))
    ctx.issues.push({ code: 'custom', input: value, message: 'is limited to 100 characters' });
  const asked = values.map((each) => each.trim().toLowerCase()).filter((each) => each !== '');
  return [...new Set(asked)].sort();
});

/** A repeatable parameter whose values come from a vocabulary (matched ignoring case). */
function fromVocabulary<T extends string>(vocabulary: readonly T[]) {
  return repeatable.transform((values, ctx): T[] => {
    if (values.some((value) => !vocabulary.includes(value as T)))
      ctx.issues.push({ code: 'custom', input: values, message: `must be one of ${vocabulary.join(', ')}` });
    return values as T[];
  });
}

export const listQuerySchema = z
  .object({
    search: blankAsAbsent(z.string().trim().max(maxSearchLength, searchTooLong)),
    category: blankAsAbsent(z.string().max(100, 'Category is limited to 100 characters.')),
    minPrice: blankAsAbsent(decimal),
    maxPrice: blankAsAbsent(decimal),
    currency: blankAsAbsent(
      z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code such as NGN or USD'),
    ),
    minDiscount: blankAsAbsent(decimal.pipe(z.number().max(100, 'must be between 0 and 100'))),
    discountOnly: blankAsAbsent(z.enum(['true', 'false'])),
    sort: blankAsAbsent(z.enum(productSorts)),
    page: blankAsAbsent(
      wholeNumber.pipe(z.number().int().min(1, 'must be at least 1').max(100_000, 'must be at most 100000')),
    ),
    limit: blankAsAbsent(pageSize),
    brand: repeatable.optional(),
    skinType: fromVocabulary(skinTypes).optional(),
    concern: fromVocabulary(productConcerns).optional(),
    /** `true` adds the brand, skin type and concern counts (`facets`) to the page. */
    facets: blankAsAbsent(z.enum(['true', 'false'])),
  })
  .strict()
  .superRefine((query, issues) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      issues.addIssue({ code: 'custom', path: ['minPrice'], message: 'must not be greater than maxPrice' });
    }
  });

export type ListQuery = z.infer<typeof listQuerySchema>;

/** Most ids `GET /api/products/by-ids` takes at once. */
export const maxIdsPerRequest = 50;

/** `?ids=a,b,c` (or repeated `ids`): order kept, at most 50. */
export const byIdsQuerySchema = z
  .object({
    ids: z
      .union([z.string(), z.array(z.string())])
      .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')))
      .transform((ids) => ids.map((id) => id.trim()).filter((id) => id !== ''))
      .pipe(z.array(z.string()).max(maxIdsPerRequest, `must list at most ${maxIdsPerRequest} ids`)),
  })
  .strict();

/** `?limit=` of the home rails (new arrivals, deals) and the product page's lists. */
export const railQuerySchema = z.object({ limit: blankAsAbsent(pageSize) }).strict();

/**
 * Splits a validated query into what to match and which page to answer. `rate` converts NGN into the
 * query's currency; the catalog looks it up in its own rates (a browser never sends one).
 */
export function toFiltersAndPage(
  query: ListQuery,
  rate: number,
): { filters: ProductFilters; request: PageRequest; withFacets: boolean } {
  const hasPriceBound = query.minPrice !== undefined || query.maxPrice !== undefined;
  return {
    filters: {
      search: query.search || undefined,
      category: query.category,
      price: hasPriceBound ? { min: query.minPrice, max: query.maxPrice, rate } : undefined,
      minDiscount: query.minDiscount,
      discountOnly: query.discountOnly === 'true',
      brands: nonEmpty(query.brand),
      skinTypes: nonEmpty(query.skinType),
      concerns: nonEmpty(query.concern),
    },
    request: { sort: query.sort ?? 'default', page: query.page ?? 1, limit: query.limit ?? defaultPageSize },
    withFacets: query.facets === 'true',
  };
}

/** Only blank values asked for: no filter. */
const nonEmpty = <T>(values: T[] | undefined): T[] | undefined =>
  values && values.length > 0 ? values : undefined;
