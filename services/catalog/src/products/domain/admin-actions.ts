import type { Product } from '@glow/contracts';
import {
  recordAdminAction,
  type Fields,
  type NewAdminAction,
  type Outbox,
  type PoolClient,
} from '@glow/service-kit';

/** A product as the activity log shows it: what the admin's product form sets. */
export function productOnRecord(product: Product): Fields {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    discountPrice: product.discountPrice,
    stock: product.stock,
    category: product.category?.name ?? null,
    images: product.images.map((image) => image.public_id),
    brand: product.brand ?? null,
    skinTypes: product.skinTypes ?? [],
    concerns: product.concerns ?? [],
    ingredients: product.ingredients ?? '',
    howToUse: product.howToUse ?? '',
    size: product.size ?? null,
    nafdacNumber: product.nafdacNumber ?? null,
  };
}

/** Puts an admin's catalogue change on record, in the change's transaction. */
export function recordCatalogAction(client: PoolClient, outbox: Outbox, action: NewAdminAction) {
  return recordAdminAction(client, outbox, 'catalog.admin-action.recorded', action);
}
