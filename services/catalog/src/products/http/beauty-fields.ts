import { productConcerns, skinTypes } from '@glow/contracts';
import { badRequest } from '@glow/service-kit';
import { z } from 'zod';
import { repeatedField, textField } from '../../media/http/form-fields';
import type { BeautyAttributes } from '../data/product-writes';

/** 'A1-1234', '02-1234', and the variants seen on packs: up to six digits, a trailing letter. */
const nafdacNumberShape = /^(?:[A-Z]\d|\d{2})-\d{4,6}[A-Z]?$/;

export const nafdacNumberInvalid = 'NAFDAC number must look like A1-1234 or 02-1234';

/** The product form's beauty fields, for the API description (`productFormSchema`). */
export const beautyFormFields = {
  brand: z.string().max(100).optional(),
  /** Repeated: any of `skinTypes` (@glow/contracts). */
  skinTypes: z.array(z.enum(skinTypes)).optional(),
  /** Repeated: any of `productConcerns` (@glow/contracts). */
  concerns: z.array(z.enum(productConcerns)).optional(),
  ingredients: z.string().max(10_000).optional(),
  howToUse: z.string().max(5_000).optional(),
  size: z.string().max(50).optional(),
  nafdacNumber: z.string().regex(nafdacNumberShape).optional(),
};

const beautyFieldNames = [...Object.keys(beautyFormFields), 'skinTypes[]', 'concerns[]'];

/**
 * Reads the product form's beauty fields. A form that sends any of them sends them all, like its
 * other fields: one left out (or blank) clears the product's value. A form that sends none (a back
 * office that predates them) keeps them on an update (`keepBeauty`). The lists keep each value once,
 * in their vocabulary's order.
 */
export function parseBeautyFields(body: Record<string, unknown>): BeautyAttributes & { keepBeauty: boolean } {
  return {
    keepBeauty: beautyFieldNames.every((name) => body[name] === undefined),
    brand: limited(body, 'brand', 'Brand', 100) ?? null,
    skinTypes: vocabularyField(body, 'skinTypes', skinTypes, 'skin type'),
    concerns: vocabularyField(body, 'concerns', productConcerns, 'concern'),
    ingredients: limited(body, 'ingredients', 'Ingredients', 10_000) ?? '',
    howToUse: limited(body, 'howToUse', 'How to use', 5_000) ?? '',
    size: limited(body, 'size', 'Size', 50) ?? null,
    nafdacNumber: nafdacNumberField(body),
  };
}

function limited(body: Record<string, unknown>, field: string, label: string, max: number) {
  const text = textField(body, field);
  if (text !== undefined && text.length > max)
    throw badRequest(`${label} must be at most ${max.toLocaleString('en')} characters`);
  return text;
}

function nafdacNumberField(body: Record<string, unknown>): string | null {
  const text = textField(body, 'nafdacNumber')?.toUpperCase();
  if (text === undefined) return null;
  if (!nafdacNumberShape.test(text)) throw badRequest(nafdacNumberInvalid);
  return text;
}

/** Repeated values of a vocabulary, matched ignoring case; an unknown one is a 400 naming the choices. */
function vocabularyField<T extends string>(
  body: Record<string, unknown>,
  field: string,
  vocabulary: readonly T[],
  noun: string,
): T[] {
  const asked = new Set<string>();
  for (const value of repeatedField(body, field, `${field}[]`)) {
    const text = value.trim().toLowerCase();
    if (text === '') continue;
    if (!vocabulary.includes(text as T)) throw badRequest(unknownValue(noun, value.trim(), vocabulary));
    asked.add(text);
  }
  return vocabulary.filter((value) => asked.has(value));
}

function unknownValue(noun: string, value: string, vocabulary: readonly string[]): string {
  return `Unknown ${noun} "${value}": choose from ${vocabulary.join(', ')}`;
}
