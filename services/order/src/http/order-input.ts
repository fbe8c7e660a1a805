import {
  lineKey,
  orderStatuses,
  paymentFilters,
  type OrderStatus,
  type PaymentFilter,
  type PaymentMethod,
  type ShippingDetails,
  type VerifyOrderRequest,
} from '@glow/contracts';
import { randomUUID } from 'node:crypto';
import { badRequest, notFound } from '@glow/service-kit';
import type { Request } from 'express';
import type { LineUnits } from '../data/order-repository';
import type { CheckoutInput } from '../domain/checkout';
import type { OrderQuery } from '../domain/order-book';
import { z } from 'zod';
import { hasCents, toMinor } from '../domain/money';
import { linesOrAmount } from '../domain/refundable';

export const fillShippingDetails = 'Please fill in all shipping details';
export const nigeriaOnly =
  'Online payment is only available for delivery within Nigeria. Please contact customer support to order for delivery abroad.';
export const choosePaymentMethod = 'Please choose a payment method: flutterwave or paystack';
export const badShippingPrice = 'Shipping price must be a number of at least 0 with at most 2 decimals';
export const badStatus = `Status must be one of: ${orderStatuses.join(', ')}`;
export const badPaymentFilter = `payment must be one of: ${paymentFilters.join(', ')}`;

const shippingFields = ['fullName', 'address', 'city', 'postalCode', 'country', 'phoneNumber'] as const;
const paymentMethods: readonly string[] = ['flutterwave', 'paystack'];
const maxFieldLength = 300;
const maxShippingPrice = 9_999_999_999.99;

/** The bodies and query the parsers below accept, for the API description. */
const paymentMethodSchema = z.enum(['flutterwave', 'paystack']);
export const checkoutSchema = z.object({
  shippingDetails: z.object(
    Object.fromEntries(shippingFields.map((name) => [name, z.string().min(1).max(maxFieldLength)])),
  ),
  paymentMethod: paymentMethodSchema,
  currency: z
    .string()
    .regex(/^[a-zA-Z]{3}$/)
    .optional(),
});
export const verifySchema = z.object({
  tx_ref: z.string().min(1).max(200),
  transaction_id: z.union([z.string().max(200), z.number()]).optional(),
  paymentMethod: paymentMethodSchema,
});
export const shippingPriceSchema = z.object({
  shippingPrice: z.union([z.number().min(0).max(maxShippingPrice), z.string()]),
});
export const statusSchema = z.object({ status: z.enum(orderStatuses) });
const linesSchema = z
  .array(
    z.object({
      productId: z.string().min(1),
      variantId: z.string().min(1).optional(),
      quantity: z.number().int().positive(),
    }),
  )
  .min(1)
  .max(100);
export const refundSchema = z.object({
  reason: z.string().min(1).max(500),
  lines: linesSchema.optional(),
  amount: z.number().positive().optional(),
});
export const returnSchema = z.object({ reason: z.string().min(1).max(500), lines: linesSchema });
export const receiveSchema = z.object({ sellable: z.boolean() });
export const orderQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
  status: z.enum(orderStatuses).optional(),
  search: z.string().max(64).optional(),
  payment: z.enum(paymentFilters).optional(),
});

function fieldsOf(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be an object');
  return body as Record<string, unknown>;
}

const isText = (value: unknown): value is string => typeof value === 'string' && !value.includes('\0');

function shippingDetailsOf(value: unknown): ShippingDetails {
  const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const details = {} as ShippingDetails;
  for (const name of shippingFields) {
    const field = fields[name];
    if (!isText(field) || field.trim() === '') throw badRequest(fillShippingDetails);
    if (field.trim().length > maxFieldLength) throw badRequest(`${name} is too long`);
    details[name] = field.trim();
  }
  if (details.country.toLowerCase() !== 'nigeria') throw badRequest(nigeriaOnly);
  return details;
}

function paymentMethodOf(value: unknown): PaymentMethod {
  if (typeof value !== 'string' || !paymentMethods.includes(value)) throw badRequest(choosePaymentMethod);
  return value as PaymentMethod;
}

export function parseCheckout(body: unknown): CheckoutInput {
  const fields = fieldsOf(body);
  const shippingDetails = shippingDetailsOf(fields.shippingDetails);
  const paymentMethod = paymentMethodOf(fields.paymentMethod);
  const { currency = 'NGN' } = fields;
  if (typeof currency !== 'string' || !/^[a-z]{3}$/i.test(currency.trim())) {
    throw badRequest('Currency must be a 3-letter code such as NGN');
  }
  return { shippingDetails, paymentMethod, currency: currency.trim().toUpperCase() };
}

export function parseVerify(body: unknown): VerifyOrderRequest {
  const { tx_ref, transaction_id, paymentMethod } = fieldsOf(body);
  if (!isText(tx_ref) || tx_ref.trim() === '' || tx_ref.length > 200) throw badRequest('tx_ref is required');
  const transactionId = typeof transaction_id === 'number' ? String(transaction_id) : transaction_id;
  if (
    transactionId !== undefined &&
    transactionId !== null &&
    (!isText(transactionId) || transactionId.length > 200)
  ) {
    throw badRequest('transaction_id must be a string');
  }
  return {
    tx_ref: tx_ref.trim(),
    ...(isText(transactionId) && transactionId.trim() !== '' ? { transaction_id: transactionId.trim() } : {}),
    paymentMethod: paymentMethodOf(paymentMethod),
  };
}

/** `{ shippingPrice }` in NGN → minor units. */
export function parseShippingPrice(body: unknown): bigint {
  const { shippingPrice } = fieldsOf(body);
  const value =
    typeof shippingPrice === 'string' && shippingPrice.trim() !== '' ? Number(shippingPrice) : shippingPrice;
  if (typeof value !== 'number' || value < 0 || value > maxShippingPrice || !hasCents(value)) {
    throw badRequest(badShippingPrice);
  }
  return toMinor(value.toFixed(2));
}

export function parseStatus(body: unknown): OrderStatus {
  const { status } = fieldsOf(body);
  if (typeof status !== 'string' || !(orderStatuses as readonly string[]).includes(status)) {
    throw badRequest(badStatus);
  }
  return status as OrderStatus;
}

/** The admin's reason for a refund: said to the provider and kept on the order. */
export interface RefundInput {
  reason: string;
  lines?: LineUnits[];
  amount?: number;
}

/** Lines of an order a refund or a return names: each line once, whole units of at least 1. */
function parseLines(lines: unknown, what: 'refund' | 'return'): LineUnits[] {
  const parsed = linesSchema.safeParse(lines);
  if (!parsed.success)
    throw badRequest(
      `Lines to ${what} must be a list of { productId, variantId?, quantity } with whole quantities of at least 1.`,
    );
  const keys = parsed.data.map(lineKey);
  if (new Set(keys).size !== keys.length)
    throw badRequest(`Each line may appear once in the lines to ${what}.`);
  return parsed.data.map(({ productId, variantId, quantity }) =>
    variantId === undefined ? { productId, quantity } : { productId, variantId, quantity },
  );
}

function parseRefundAmount(amount: unknown): number | undefined {
  if (amount === undefined) return undefined;
  if (typeof amount !== 'number' || !hasCents(amount) || amount <= 0)
    throw badRequest('The amount to refund must be more than 0, with at most two decimals.');
  return amount;
}

/** The admin's refund: a reason, and optionally the part to give back (lines, or an amount). */
export function parseRefund(body: unknown): RefundInput {
  const { reason, lines, amount } = fieldsOf(body);
  if (typeof reason !== 'string' || reason.trim() === '')
    throw badRequest('Please give a reason for the refund.');
  if (reason.trim().length > 500) throw badRequest('The reason can be at most 500 characters.');
  if (lines !== undefined && amount !== undefined) throw badRequest(linesOrAmount);
  const part = {
    lines: lines === undefined ? undefined : parseLines(lines, 'refund'),
    amount: parseRefundAmount(amount),
  };
  return {
    reason: reason.trim(),
    ...(part.lines ? { lines: part.lines } : {}),
    ...(part.amount === undefined ? {} : { amount: part.amount }),
  };
}

/**
 * The admin's refund request's `Idempotency-Key` (one per click of Refund, kept across retries); a
 * request without one is a new request.
 */
export function parseRequestKey(req: Request): string {
  const key = req.get('idempotency-key');
  if (key === undefined) return randomUUID();
  if (!/^[\x21-\x7e]{1,200}$/.test(key))
    throw badRequest('Idempotency-Key must be 1 to 200 visible characters.');
  return key;
}

export function parseOrderQuery(query: Record<string, unknown>): OrderQuery {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  const page = text(query.page) ?? '1';
  if (!/^\d{1,6}$/.test(page) || Number(page) < 1) throw badRequest('page must be a whole number from 1');
  const status = text(query.status);
  if (status !== undefined && !(orderStatuses as readonly string[]).includes(status))
    throw badRequest(badStatus);
  const search = text(query.search)?.toLowerCase();
  if (search !== undefined && (search.length > 64 || search.includes('\0')))
    throw badRequest('search is too long');
  const payment = text(query.payment) ?? 'paid';
  if (!(paymentFilters as readonly string[]).includes(payment)) throw badRequest(badPaymentFilter);
  return {
    page: Number(page),
    payment: payment as PaymentFilter,
    ...(status ? { status: status as OrderStatus } : {}),
    ...(search ? { search } : {}),
  };
}

/** The admin's return: a reason and the lines sent back. */
export function parseReturn(body: unknown): {
  reason: string;
  lines: LineUnits[];
} {
  const { reason, lines } = fieldsOf(body);
  if (typeof reason !== 'string' || reason.trim() === '')
    throw badRequest('Please give a reason for the return.');
  if (reason.trim().length > 500) throw badRequest('The reason can be at most 500 characters.');
  return { reason: reason.trim(), lines: parseLines(lines, 'return') };
}

/** Whether received goods can be sold again. */
export function parseReceive(body: unknown): boolean {
  const { sellable } = fieldsOf(body);
  if (typeof sellable !== 'boolean')
    throw badRequest('Please say whether the items can be sold again (sellable: true or false).');
  return sellable;
}

/** A return's number in a path; 404 for anything else. */
export function parseReturnNumber(value: string): number {
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw notFound('This order has no such return.');
  return Number(value);
}
