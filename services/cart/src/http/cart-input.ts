import { maxPaidOrdersAsked } from '@glow/contracts';
import { badRequest } from '@glow/service-kit';
import { z } from 'zod';
import type { LineRef } from '../domain/shopping-cart';

export const maxQuantity = 99;
export const productIdRequired = 'productId is required';
export const badQuantity = `Quantity must be a whole number from 1 to ${maxQuantity}`;

const maxIdLength = 100;

/** The bodies the parsers below accept, for the API description. */
export const productRequestSchema = z.object({ productId: z.string().min(1).max(maxIdLength) });
const lineSchema = productRequestSchema.extend({ variantId: z.string().min(1).max(maxIdLength).optional() });
const quantitySchema = z.union([z.number().int().min(1).max(maxQuantity), z.string().regex(/^\s*\d+\s*$/)]);
export const cartAddSchema = lineSchema.extend({ quantity: quantitySchema.optional() });
export const cartUpdateSchema = lineSchema.extend({ quantity: quantitySchema });
export const cartRemoveSchema = lineSchema;

function fieldsOf(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be an object');
  return body as Record<string, unknown>;
}

function productIdOf(fields: Record<string, unknown>): string {
  const { productId } = fields;
  if (typeof productId !== 'string' || productId.trim() === '') throw badRequest(productIdRequired);
  const id = productId.trim();
  // PostgreSQL text cannot hold NUL; no product has such an id, nor one this long.
  if (id.length > maxIdLength || id.includes('\0')) throw badRequest('productId is not a product id');
  return id;
}

/** `{ productId, variantId? }`: which line; no variant, the product's default one. */
function lineOf(fields: Record<string, unknown>): LineRef {
  const productId = productIdOf(fields);
  const { variantId } = fields;
  if (variantId === undefined || variantId === null) return { productId };
  if (
    typeof variantId !== 'string' ||
    variantId.trim() === '' ||
    variantId.length > maxIdLength ||
    variantId.includes('\0')
  )
    throw badRequest('variantId is not a variant id');
  return { productId, variantId: variantId.trim() };
}

/** A whole number 1–99, as a JSON number or a string of digits (form posts send strings). */
function quantityOf(value: unknown): number {
  const quantity = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantity) {
    throw badRequest(badQuantity);
  }
  return quantity;
}

/** `{ productId }`: cart remove and both favourites calls. */
export function parseProductRequest(body: unknown): { productId: string } {
  return { productId: productIdOf(fieldsOf(body)) };
}

/** `{ productId, variantId?, quantity? }` for add: quantity defaults to 1. */
export function parseCartAdd(body: unknown): { line: LineRef; quantity: number } {
  const fields = fieldsOf(body);
  const line = lineOf(fields);
  return { line, quantity: fields.quantity === undefined ? 1 : quantityOf(fields.quantity) };
}

/** `{ productId, variantId?, quantity }` for update: quantity is required. */
export function parseCartUpdate(body: unknown): { line: LineRef; quantity: number } {
  const fields = fieldsOf(body);
  const line = lineOf(fields);
  return { line, quantity: quantityOf(fields.quantity) };
}

/** `{ productId, variantId? }` for remove. */
export function parseCartRemove(body: unknown): LineRef {
  return lineOf(fieldsOf(body));
}

/** `?paidOrders=<id>,<id>`: the paid orders asked about (none when absent). */
export function parsePaidOrders(query: unknown): string[] | undefined {
  if (query === undefined) return undefined;
  const ids = typeof query === 'string' ? query.split(',').filter(Boolean) : undefined;
  if (
    !ids ||
    ids.length > maxPaidOrdersAsked ||
    ids.some((id) => id.length > maxIdLength || id.includes('\0'))
  )
    throw badRequest(`paidOrders must name at most ${maxPaidOrdersAsked} order ids, comma-separated`);
  return ids;
}
