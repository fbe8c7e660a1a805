import type { PaidCartSubtraction } from '@glow/contracts';
import { badRequest } from '@glow/service-kit';
import { z } from 'zod';

const maxIdLength = 200;
const maxLines = 100;
/** The most units of a product one order holds: the catalog reserves at most this many per line. */
const maxLineQuantity = 100_000;

/** The body `parsePaidSubtraction` accepts, for the API description. */
export const paidSubtractionSchema = z.object({
  orderId: z.string().min(1).max(maxIdLength),
  items: z
    .array(
      z.object({
        productId: z.string().min(1).max(maxIdLength),
        variantId: z.string().min(1).max(maxIdLength).optional(),
        quantity: z.number().int().min(1).max(maxLineQuantity),
      }),
    )
    .min(1)
    .max(maxLines),
});

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= maxIdLength && !value.includes('\0');

function itemOf(value: unknown): PaidCartSubtraction['items'][number] {
  const { productId, variantId, quantity } = (
    typeof value === 'object' && value !== null ? value : {}
  ) as Record<string, unknown>;
  if (!isId(productId)) throw badRequest('items: each needs a productId');
  if (variantId !== undefined && !isId(variantId)) throw badRequest('items: a variantId must be an id');
  if (
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > maxLineQuantity
  )
    throw badRequest(`items: each needs a whole quantity from 1 to ${maxLineQuantity}`);
  return variantId === undefined
    ? { productId: productId.trim(), quantity }
    : { productId: productId.trim(), variantId: variantId.trim(), quantity };
}

/** `:userId` and `{ orderId, items }` of order's call; the caller is order, so a bad one is a bug there. */
export function parsePaidSubtraction(
  userId: unknown,
  body: unknown,
): { userId: string; order: PaidCartSubtraction } {
  if (!isId(userId)) throw badRequest('userId is required');
  const { orderId, items } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (!isId(orderId)) throw badRequest('orderId is required');
  if (!Array.isArray(items) || items.length === 0 || items.length > maxLines)
    throw badRequest(`items must list 1 to ${maxLines} lines`);
  return { userId: userId.trim(), order: { orderId: orderId.trim(), items: items.map(itemOf) } };
}
