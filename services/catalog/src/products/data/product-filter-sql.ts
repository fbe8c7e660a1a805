import type { ProductSort } from '@glow/contracts';
import type { ProductFilters } from './product-filters';

export interface SqlCondition {
  where: string;
  params: unknown[];
}

type Direction = 'ASC' | 'DESC';

/** Each sort ends on the id so pages never overlap; each has an index (001 migration). */
const sortKeys: Record<ProductSort, [string, Direction][]> = {
  default: [
    ['p.created_at', 'ASC'],
    ['p.id', 'ASC'],
  ],
  newest: [
    ['p.created_at', 'DESC'],
    ['p.id', 'DESC'],
  ],
  priceAsc: [
    ['p.display_price', 'ASC'],
    ['p.id', 'ASC'],
  ],
  priceDesc: [
    ['p.display_price', 'DESC'],
    ['p.id', 'DESC'],
  ],
  nameAsc: [
    ['lower(p.name) COLLATE "C"', 'ASC'],
    ['p.id', 'ASC'],
  ],
  nameDesc: [
    ['lower(p.name) COLLATE "C"', 'DESC'],
    ['p.id', 'DESC'],
  ],
};

/**
 * The ORDER BY of a sort; `reversed` walks it from the other end (the same index, scanned backwards),
 * which is how the last pages of a long listing are read without a long OFFSET.
 */
export function productOrder(sort: ProductSort, reversed = false): string {
  const flip = (direction: Direction): Direction => (direction === 'ASC' ? 'DESC' : 'ASC');
  return sortKeys[sort]
    .map(([key, direction]) => `${key} ${reversed ? flip(direction) : direction}`)
    .join(', ');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Turns filters into a parameterised WHERE clause over `catalog.products p`. */
export function productFilterSql(filters: ProductFilters): SqlCondition {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  if (filters.search) conditions.push(`p.name ILIKE ${param(`%${escapeLike(filters.search)}%`)}`);
  if (filters.category !== undefined) {
    // Names are unique ignoring case, so at most one category has this exact name.
    conditions.push(
      `p.category_id = (SELECT k.id FROM catalog.categories k WHERE k.name = ${param(filters.category)})`,
    );
  }
  const price = filters.price;
  if (price) {
    const rate = `${param(String(price.rate))}::numeric`;
    // The first comparison of each pair only lets the display_price index narrow the scan; the
    // second is the exact test in the display currency, needed only within 0.01 of the bound (the
    // quotient is exact to far less than 0.01). Saying so skips the multiplication for most rows and
    // gives the planner an estimate from the column's statistics rather than a blind 0.5 %.
    if (price.min !== undefined) {
      const min = `${param(String(price.min))}::numeric`;
      conditions.push(
        `p.display_price >= ${min} / ${rate} - 0.01` +
          ` AND (p.display_price >= ${min} / ${rate} + 0.01 OR p.display_price * ${rate} >= ${min})`,
      );
    }
    if (price.max !== undefined) {
      const max = `${param(String(price.max))}::numeric`;
      conditions.push(
        `p.display_price <= ${max} / ${rate} + 0.01` +
          ` AND (p.display_price <= ${max} / ${rate} - 0.01 OR p.display_price * ${rate} <= ${max})`,
      );
    }
  }
  // OR within each facet, AND across them; `&&` (overlap) is what the arrays' GIN indexes answer.
  if (filters.brands) conditions.push(`lower(p.brand) = ANY(${param(filters.brands)}::text[])`);
  if (filters.skinTypes) conditions.push(`p.skin_types && ${param(filters.skinTypes)}::text[]`);
  if (filters.concerns) conditions.push(`p.concerns && ${param(filters.concerns)}::text[]`);
  if (filters.discountOnly || (filters.minDiscount ?? 0) > 0) conditions.push('p.discount_price IS NOT NULL');
  if ((filters.minDiscount ?? 0) > 0)
    conditions.push(`p.discount_percent >= ${param(String(filters.minDiscount))}::numeric`);

  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
