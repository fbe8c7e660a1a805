import type { Product } from '@glow/contracts';
import { badRequest, notFound, type Database, type Outbox, type PoolClient } from '@glow/service-kit';
import { ProductRepository } from '../data/product-repository';
import { ProductWrites } from '../data/product-writes';
import type { ProductForm } from '../http/product-form';
import type { MediaLibrary, UploadedFile } from '../media';
import { productNotFound } from './product-reviews';
import { productSnapshot } from './product-snapshot';

/**
 * The admin's product changes. New files are stored before the transaction (and removed again if
 * it fails); images the product no longer has are let go of in it, so their files stay served for a
 * while and a failed change never leaves a product pointing at missing files. Each change is
 * announced through the outbox in its transaction.
 */
export class ProductAdmin {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly media: MediaLibrary,
  ) {}

  create(form: ProductForm, files: UploadedFile[]): Promise<Product> {
    return this.media.changeWithImages(files, (added) =>
      this.db.transaction(async (client) => {
        const writes = new ProductWrites(client);
        await this.assertCategory(writes, form.categoryId);
        const id = await writes.insert({ ...form, images: added });
        return this.announce(client, id);
      }),
    );
  }

  update(id: string, form: ProductForm, files: UploadedFile[]): Promise<Product> {
    return this.media.changeWithImages(files, (added) =>
      this.db.transaction(async (client) => {
        const writes = new ProductWrites(client);
        const current = await writes.lockImages(id);
        if (!current) throw notFound(productNotFound);
        await this.assertCategory(writes, form.categoryId);
        const keep = new Set(form.existingImages);
        const kept = current.filter((image) => keep.has(image.public_id));
        const dropped = current.filter((image) => !keep.has(image.public_id));
        await writes.update(id, { ...form, images: [...kept, ...added] });
        await this.media.letGo(client, dropped);
        return this.announce(client, id);
      }),
    );
  }

  remove(id: string): Promise<void> {
    return this.db.transaction(async (client) => {
      const writes = new ProductWrites(client);
      const current = await writes.lockImages(id);
      if (!current) throw notFound(productNotFound);
      await writes.delete(id);
      await this.media.letGo(client, current);
      await this.outbox.add(client, 'catalog.product.deleted', { key: id, data: { _id: id } });
    });
  }

  private async assertCategory(writes: ProductWrites, categoryId: string): Promise<void> {
    if (!(await writes.categoryExists(categoryId))) throw badRequest('Category not found');
  }

  private async announce(client: PoolClient, id: string): Promise<Product> {
    const product = (await new ProductRepository(client).findById(id))!;
    await this.outbox.add(client, 'catalog.product.upserted', { key: id, data: productSnapshot(product) });
    return product;
  }
}
