import type { Product, ProductSort } from '@glow/contracts';
import { isUuid, type Queryable } from '@glow/service-kit';
import type { ProductFilters } from './product-filters';
import { productFilterSql, productOrder } from './product-filter-sql';
import { productColumns, toProduct, variantsColumn, type ProductRow } from './product-row';

const fromProducts = 'FROM catalog.products p LEFT JOIN catalog.categories c ON c.id = p.category_id';

/** Which part of a sorted listing to read: `limit` rows after skipping `offset`, counted from the end when `fromEnd`. */
export interface ListingSlice {
  offset: number;
  limit: number;
  fromEnd: boolean;
}

export class ProductRepository {
  constructor(private readonly db: Queryable) {}

  /** Changes whenever a product or category does (004 migration's triggers). */
  async listingVersion(): Promise<string> {
    const { rows } = await this.db.query<{ version: string }>('SELECT version FROM catalog.listing_version');
    return rows[0]?.version ?? '0';
  }

  /** How many products there are, kept by triggers (002 migration) rather than counted. */
  async total(): Promise<number> {
    const { rows } = await this.db.query<{ total: number }>(
      'SELECT total::int AS total FROM catalog.product_total',
    );
    return rows[0]?.total ?? 0;
  }

  async countMatching(filters: ProductFilters): Promise<number> {
    const { where, params } = productFilterSql(filters);
    if (!where) return this.total();
    const { rows } = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM catalog.products p ${where}`,
      params,
    );
    return rows[0]?.total ?? 0;
  }

  /** A slice of the matching products in the order of `sort`, always answered in that order. */
  async findSlice(filters: ProductFilters, sort: ProductSort, slice: ListingSlice): Promise<Product[]> {
    const { where, params } = productFilterSql(filters);
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${productColumns} ${fromProducts} ${where}
       ORDER BY ${productOrder(sort, slice.fromEnd)} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, slice.limit, slice.offset],
    );
    const products = rows.map(toProduct);
    return slice.fromEnd ? products.reverse() : products;
  }

  async findById(id: string): Promise<Product | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${productColumns}, ${variantsColumn} ${fromProducts} WHERE p.id = $1`,
      [id],
    );
    return rows[0] && toProduct(rows[0]);
  }

  async findNewest(limit: number): Promise<Product[]> {
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${productColumns} ${fromProducts} ORDER BY ${productOrder('newest')} LIMIT $1`,
      [limit],
    );
    return rows.map(toProduct);
  }

  /** Discounted products, the largest discount first, then the newest. */
  async findLargestDiscounts(limit: number): Promise<Product[]> {
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${productColumns} ${fromProducts} WHERE p.discount_price IS NOT NULL
       ORDER BY p.discount_percent DESC, p.created_at DESC, p.id ASC LIMIT $1`,
      [limit],
    );
    return rows.map(toProduct);
  }

  /** Same category first, then nearest display price; never the product itself. */
  async findRelated(product: Product, limit: number): Promise<Product[]> {
    const price = product.discountPrice ?? product.price;
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${productColumns} ${fromProducts} WHERE p.id <> $1
       ORDER BY (p.category_id IS NOT DISTINCT FROM $2::uuid) DESC, abs(p.display_price - $3::numeric), p.id
       LIMIT $4`,
      [product._id, product.category?._id ?? null, String(price), limit],
    );
    return rows.map(toProduct);
  }

  /**
   * The products with these ids, in the order asked; unknown and malformed ids are skipped. With
   * `withVariants`, each carries its variants (as a single product's answer does).
   */
  async findByIds(ids: string[], { withVariants = false } = {}): Promise<Product[]> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return [];
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${productColumns}${withVariants ? `, ${variantsColumn}` : ''} ${fromProducts}
       WHERE p.id = ANY($1::uuid[])`,
      [wanted],
    );
    const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
    return [...new Set(wanted)].flatMap((id) => byId.get(id) ?? []);
  }
}
