import type { FacetCount, ProductFacets } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import { withoutFacet, type ProductFilters } from './product-filters';
import { productFilterSql } from './product-filter-sql';

/** Most values first, then by value (code-unit order), so equal counts always list the same way. */
function byCountThenValue(a: FacetCount, b: FacetCount): number {
  return b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
}

/**
 * Counts the listing's facets, each over the products matching every filter but its own (the
 * usual disjunctive rule: choosing another value of a facet widens the list by that value's count,
 * while the other facets still narrow it).
 */
export class ProductFacetCounts {
  constructor(private readonly db: Queryable) {}

  async count(filters: ProductFilters): Promise<ProductFacets> {
    const [brand, skinType, concern] = await Promise.all([
      this.brands(withoutFacet(filters, 'brand')),
      this.arrayValues('skin_types', withoutFacet(filters, 'skinType')),
      this.arrayValues('concerns', withoutFacet(filters, 'concern')),
    ]);
    return { brand, skinType, concern };
  }

  /** Brands group ignoring case, as the `brand` filter matches; one spelling (the least) names each. */
  private async brands(filters: ProductFilters): Promise<FacetCount[]> {
    const { where, params } = productFilterSql(filters);
    const { rows } = await this.db.query<FacetCount>(
      `SELECT min(p.brand COLLATE "C") AS value, count(*)::int AS count FROM catalog.products p
       ${where ? `${where} AND` : 'WHERE'} p.brand IS NOT NULL
       GROUP BY lower(p.brand)`,
      params,
    );
    return rows.sort(byCountThenValue);
  }

  /** Each value of an array column, counted once per product (the form keeps each value once). */
  private async arrayValues(
    column: 'skin_types' | 'concerns',
    filters: ProductFilters,
  ): Promise<FacetCount[]> {
    const { where, params } = productFilterSql(filters);
    const { rows } = await this.db.query<FacetCount>(
      `SELECT t.value, count(*)::int AS count
       FROM catalog.products p CROSS JOIN LATERAL unnest(p.${column}) AS t(value)
       ${where}
       GROUP BY t.value`,
      params,
    );
    return rows.sort(byCountThenValue);
  }
}
