import type { Product } from '@glow/contracts';
import {
  anyChanged,
  badRequest,
  changedFields,
  conflict,
  isUniqueViolation,
  notFound,
  type ActingAdmin,
  type Database,
  type Outbox,
  type PoolClient,
} from '@glow/service-kit';
import type { MediaLibrary, UploadedFile } from '../../media/domain/media-library';
import { ProductRepository } from '../data/product-repository';
import { ProductWrites, type ProductValues, type VariantValues } from '../data/product-writes';
import { productOnRecord, recordCatalogAction } from './admin-actions';
import { productNotFound } from './product-catalogue';
import { productSnapshot } from './product-snapshot';
import { checkOptions, checkVariants } from './product-variants';

/**
 * What the admin product form sends (multipart text fields), read: the product's values but its
 * images, and its variants (a product without options: its one variant, from the form's price,
 * discount price and stock). Money stays a 2-decimal string; stock undefined when not sent.
 */
export interface ProductForm extends Omit<ProductValues, 'images'> {
  variants: VariantValues[];
  /** public_ids of the product's current images to keep, in the order sent. */
  existingImages: string[];
}

export const variantNotFound = 'Variant not found';
export const variantImageNotFound = "A variant's image must be one of the product's images";

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
    const { options, variants } = checkedVariants(form);
    if (variants.some((variant) => variant.id !== undefined)) throw badRequest(variantNotFound);
    return this.media.changeWithImages(files, (added) =>
      this.db.transaction(async (client) => {
        const writes = new ProductWrites(client);
        await this.assertCategory(writes, form.categoryId);
        assertVariantImages(variants, added);
        const id = await skuChecked(writes.insert({ ...form, options, images: added }, variants));
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
    const { options, variants } = checkedVariants(form);
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
        const images = [...kept, ...added];
        assertVariantImages(variants, images);
        const own = new Set([id, ...(await writes.variantIds(id))]);
        if (variants.some((variant) => variant.id !== undefined && !own.has(variant.id)))
          throw badRequest(variantNotFound);
        await skuChecked(writes.update(id, { ...form, options, images }, variants));
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

function checkedVariants(form: ProductForm) {
  const options = checkOptions(form.options);
  return { options, variants: checkVariants(options, form.variants) };
}

function assertVariantImages(variants: VariantValues[], images: { public_id: string }[]): void {
  const known = new Set(images.map((image) => image.public_id));
  if (variants.some((variant) => variant.imageIds.some((imageId) => !known.has(imageId))))
    throw badRequest(variantImageNotFound);
}

/** A SKU another variant has (any product's) is a 409 naming it. */
async function skuChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error) && (error as { constraint?: string }).constraint === 'product_variants_sku')
      throw conflict(`A SKU is already used by another variant: ${skuIn(error)}`);
    throw error;
  }
}

const skuIn = (error: unknown) => /=\((.*)\)/.exec((error as { detail?: string }).detail ?? '')?.[1] ?? '';
