import type { VariantRef } from '@glow/contracts/browser';

export { lineName, variantLabel } from '@glow/contracts/browser';

/**
 * What tells cart and order lines apart: the variant's id, else the product's (a product without
 * options sells one default variant, whose id is the product's).
 */
export const lineKeyOf = (line: { product: { _id: string }; variant?: Pick<VariantRef, '_id'> }): string =>
  line.variant?._id ?? line.product._id;
