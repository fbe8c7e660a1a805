import type { Product } from '@glow/contracts';
import {
  anyChanged,
  badRequest,
  changedFields,
  notFound,
  type ActingAdmin,
  type Database,
  type Outbox,
  type PoolClient,
} from '@glow/service-kit';
import type { MediaLibrary, UploadedFile } from '../../media/domain/media-library';
import { ProductRepository } from '../data/product-repository';
import { ProductWrites, type ProductValues } from '../data/product-writes';
import { productOnRecord, recordCatalogAction } from './admin-actions';
import { productNotFound } from './product-catalogue';
import { productSnapshot } from './product-snapshot';

/**
 * What the admin product form sends (multipart text fields), checked: the product's values but its
 * images (money stays a 2-decimal string; stock undefined when not sent, null when sent empty).
 */
export interface ProductForm extends Omit<ProductValues, 'images'> {
  /** public_ids of the product's current images to keep, in the order sent. */
  existingImages: string[];
}

/**
 * The admin's product changes. New files are stored before the transaction (and removed again if
 * it fails); images the product no longer has are let go of in it, so their files stay served for a
 * while and a failed change never leaves a product pointing at missing files. Each change is
 * announced, and put on record as the admin's action, through the outbox in its transaction.
 */
export class ProductAdmin {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly media: MediaLibrary,
  ) {}

  create(form: ProductForm, files: UploadedFile[], admin: ActingAdmin): Promise<Product> {
    return this.media.changeWithImages(files, (added) =>
      this.db.transaction(async (client) => {
        const writes = new ProductWrites(client);
        await this.assertCategory(writes, form.categoryId);
        const id = await writes.insert({ ...form, images: added });
        const product = await this.announce(client, id);
        await recordCatalogAction(client, this.outbox, {
          ...admin,
          action: 'product.created',
          subject: { type: 'product', id },
          after: productOnRecord(product),
        });
        return product;
      }),
    );
  }

  update(id: string, form: ProductForm, files: UploadedFile[], admin: ActingAdmin): Promise<Product> {
    return this.media.changeWithImages(files, (added) =>
      this.db.transaction(async (client) => {
        const writes = new ProductWrites(client);
        const current = await writes.lockImages(id);
        if (!current) throw notFound(productNotFound);
        const before = (await new ProductRepository(client).findById(id))!;
        await this.assertCategory(writes, form.categoryId);
        const keep = new Set(form.existingImages);
        const kept = current.filter((image) => keep.has(image.public_id));
        const dropped = current.filter((image) => !keep.has(image.public_id));
        await writes.update(id, { ...form, images: [...kept, ...added] });
        await this.media.letGo(client, dropped);
        const product = await this.announce(client, id);
        const change = changedFields(productOnRecord(before), productOnRecord(product));
        if (anyChanged(change))
          await recordCatalogAction(client, this.outbox, {
            ...admin,
            action: 'product.updated',
            subject: { type: 'product', id },
            ...change,
          });
        return product;
      }),
    );
  }

  remove(id: string, admin: ActingAdmin): Promise<void> {
    return this.db.transaction(async (client) => {
      const writes = new ProductWrites(client);
      const current = await writes.lockImages(id);
      if (!current) throw notFound(productNotFound);
      const before = (await new ProductRepository(client).findById(id))!;
      await writes.delete(id);
      await this.media.letGo(client, current);
      await this.outbox.add(client, 'catalog.product.deleted', { key: id, data: { _id: id } });
      await recordCatalogAction(client, this.outbox, {
        ...admin,
        action: 'product.deleted',
        subject: { type: 'product', id },
        before: productOnRecord(before),
      });
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
