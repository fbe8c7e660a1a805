import type { Product } from '@glow/contracts';
import type { PageRequest, ProductFilters } from '../domain/product-filters';
import { productFilterSql, productOrder } from './product-filter-sql';
import { productColumns, toProduct, type ProductRow } from './product-row';
import type { Queryable } from './queryable';

const fromProducts = 'FROM catalog.products p LEFT JOIN catalog.categories c ON c.id = p.category_id';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class ProductRepository {
  constructor(private readonly db: Queryable) {}

  async findAll(): Promise<Product[]> {
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${productColumns} ${fromProducts} ORDER BY ${productOrder.default}`,
    );
    return rows.map(toProduct);
  }

  async findPage(
    filters: ProductFilters,
    request: PageRequest,
  ): Promise<{ products: Product[]; total: number }> {
    const { where, params } = productFilterSql(filters);
    const limit = `$${params.length + 1}`;
    const offset = `$${params.length + 2}`;
    const [page, count] = await Promise.all([
      this.db.query<ProductRow>(
        `SELECT ${productColumns} ${fromProducts} ${where}
         ORDER BY ${productOrder[request.sort]} LIMIT ${limit} OFFSET ${offset}`,
        [...params, request.limit, (request.page - 1) * request.limit],
      ),
      this.db.query<{ total: number }>(
        where
          ? `SELECT count(*)::int AS total FROM catalog.products p ${where}`
          : 'SELECT total::int AS total FROM catalog.product_total',
        params,
      ),
    ]);
    return { products: page.rows.map(toProduct), total: count.rows[0]?.total ?? 0 };
  }

  async findById(id: string): Promise<Product | undefined> {
    if (!uuid.test(id)) return undefined;
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${productColumns} ${fromProducts} WHERE p.id = $1`,
      [id],
    );
    return rows[0] && toProduct(rows[0]);
  }

  async findNewest(limit: number): Promise<Product[]> {
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${productColumns} ${fromProducts} ORDER BY ${productOrder.newest} LIMIT $1`,
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
}
