import type { Category } from '@glow/contracts';
import { conflict, notFound, type Database } from '@glow/service-kit';
import { CategoryRepository } from '../data/category-repository';
import type { MediaLibrary, UploadedFile } from '../../media/domain/media-library';

export const categoryNotFound = 'Category not found';
export const categoryExists = 'A category with this name already exists';

export function categoryInUse(count: number): string {
  const products = count === 1 ? '1 product uses' : `${count} products use`;
  return `This category cannot be deleted: ${products} it. Move them to another category first.`;
}

/**
 * The admin's category changes, with the same file discipline as products: new files stored before
 * the transaction, removed images let go of in it. A category that products still use is not
 * deleted (409 naming how many), so no product silently loses its category.
 */
export class CategoryAdmin {
  constructor(
    private readonly db: Database,
    private readonly media: MediaLibrary,
  ) {}

  create(name: string, files: UploadedFile[]): Promise<Category> {
    return this.media.changeWithImages(files, async (added) => {
      const category = await new CategoryRepository(this.db.pool).insert(name, added);
      if (!category) throw conflict(categoryExists);
      return category;
    });
  }

  update(id: string, name: string, files: UploadedFile[], removeImages: string[]): Promise<Category> {
    return this.media.changeWithImages(files, async (added) =>
      this.db.transaction(async (client) => {
        const categories = new CategoryRepository(client);
        const current = await categories.lock(id);
        if (!current) throw notFound(categoryNotFound);
        const removing = new Set(removeImages);
        const removed = current.images.filter((image) => removing.has(image.public_id));
        const kept = current.images.filter((image) => !removing.has(image.public_id));
        const category = await categories.update(id, name, [...kept, ...added]);
        if (!category) throw conflict(categoryExists);
        await this.media.letGo(client, removed);
        return category;
      }),
    );
  }

  remove(id: string): Promise<void> {
    return this.db.transaction(async (client) => {
      const categories = new CategoryRepository(client);
      const current = await categories.lock(id);
      if (!current) throw notFound(categoryNotFound);
      const inUse = await categories.countProducts(id);
      if (inUse > 0) throw conflict(categoryInUse(inUse));
      await categories.delete(id);
      await this.media.letGo(client, current.images);
    });
  }
}
