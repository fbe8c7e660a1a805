import type { Category, Image } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

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
    return rows.map((row) => ({ _id: row.id, name: row.name, images: row.images }));
  }
}
