import type { Category, Image } from '@glow/contracts';
import { isUuid, type Queryable } from '@glow/service-kit';

interface CategoryRow {
  id: string;
  name: string;
  images: Image[];
}

export class CategoryRepository {
  constructor(private readonly db: Queryable) {}

  async findAll(): Promise<Category[]> {
    const { rows } = await this.db.query<CategoryRow>(
      'SELECT id, name, images FROM catalog.categories ORDER BY created_at ASC, id ASC',
    );
    return rows.map(toCategory);
  }

  /** The category with its row locked for the rest of the transaction; undefined when there is none. */
  async lock(id: string): Promise<Category | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await this.db.query<CategoryRow>(
      'SELECT id, name, images FROM catalog.categories WHERE id = $1 FOR UPDATE',
      [id],
    );
    return rows[0] && toCategory(rows[0]);
  }

  /** Answers undefined when another category already has the name (ignoring case). */
  async insert(name: string, images: Image[]): Promise<Category | undefined> {
    const { rows } = await this.db.query<CategoryRow>(
      `INSERT INTO catalog.categories (name, images) VALUES ($1, $2)
       ON CONFLICT (lower(name)) DO NOTHING RETURNING id, name, images`,
      [name, JSON.stringify(images)],
    );
    return rows[0] && toCategory(rows[0]);
  }

  /** Answers undefined when another category already has the name (ignoring case). */
  async update(id: string, name: string, images: Image[]): Promise<Category | undefined> {
    const { rows } = await this.db.query<CategoryRow>(
      `UPDATE catalog.categories SET name = $2, images = $3, updated_at = now()
       WHERE id = $1 AND NOT EXISTS (
         SELECT 1 FROM catalog.categories other WHERE lower(other.name) = lower($2) AND other.id <> $1)
       RETURNING id, name, images`,
      [id, name, JSON.stringify(images)],
    );
    return rows[0] && toCategory(rows[0]);
  }

  async countProducts(id: string): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM catalog.products WHERE category_id = $1',
      [id],
    );
    return rows[0]!.count;
  }

  async delete(id: string): Promise<void> {
    await this.db.query('DELETE FROM catalog.categories WHERE id = $1', [id]);
  }
}

function toCategory(row: CategoryRow): Category {
  return { _id: row.id, name: row.name, images: row.images };
}
