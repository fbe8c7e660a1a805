import { maxSearchLength, productSorts, searchTooLong } from '@glow/contracts';
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
): { filters: ProductFilters; request: PageRequest } {
  const hasPriceBound = query.minPrice !== undefined || query.maxPrice !== undefined;
  return {
    filters: {
      search: query.search || undefined,
      category: query.category,
      price: hasPriceBound ? { min: query.minPrice, max: query.maxPrice, rate } : undefined,
      minDiscount: query.minDiscount,
      discountOnly: query.discountOnly === 'true',
    },
    request: { sort: query.sort ?? 'default', page: query.page ?? 1, limit: query.limit ?? defaultPageSize },
  };
}
