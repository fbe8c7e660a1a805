import { badRequest, isUuid } from '@glow/service-kit';
import { z } from 'zod';
import { repeatedField, textField } from '../../media/http/form-fields';
import type { ProductForm } from '../domain/product-admin';
import type { VariantValues } from '../data/product-writes';
import { beautyFormFields, parseBeautyFields } from './beauty-fields';

export const missingFields = 'Please fill in all required fields';

const money = /^\d{1,10}(\.\d{1,2})?$/;
const swatch = /^#[0-9a-f]{6}$/i;

const optionsInput = z
  .array(
    z.object({
      name: z.string().max(60),
      values: z.array(
        z.object({
          value: z.string().max(100),
          swatch: z.string().regex(swatch, 'Swatch must be a colour like #8d5524').optional(),
        }),
      ),
    }),
  )
  .max(10);

const moneyInput = z.union([z.string(), z.number()]).transform(String);

const variantsInput = z
  .array(
    z.object({
      _id: z.string().max(100).optional(),
      sku: z.string().max(200).optional(),
      options: z.record(z.string().max(60), z.string().max(100)).default({}),
      price: moneyInput,
      discountPrice: moneyInput.nullable().optional(),
      stock: z.number().int().min(0).max(9_999_999).nullable().optional(),
      images: z.array(z.string().max(200)).max(50).optional(),
    }),
  )
  .max(1_000);

/** The form `parseProductForm` accepts (beside its `images` files), for the API description. */
export const productFormSchema = z.object({
  name: z.string().min(1).max(200),
  description: z.string().min(1).max(10_000),
  /** Required for a product without options (its one variant's price); ignored with options. */
  price: z.string().regex(money).optional(),
  discountPrice: z.string().regex(money).optional(),
  category: z.uuid(),
  stock: z
    .string()
    .regex(/^\d{0,7}$/)
    .optional(),
  existingImages: z.array(z.string()).optional(),
  /** JSON: `[{ name, values: [{ value, swatch? }] }]`, at most three options. */
  options: z.string().optional(),
  /** JSON, with options: `[{ _id?, sku?, options: { <name>: <value> }, price, discountPrice?, stock?, images?: [public_id] }]`. */
  variants: z.string().optional(),
  ...beautyFormFields,
});

function moneyField(label: string, value: string): string {
  if (!money.test(value)) throw badRequest(`${label} must be a number of at least 0 with at most 2 decimals`);
  return value;
}

/** Reads the form of `POST /api/products` and `PUT /api/products/:id`; 400 `{ message }` for bad input. */
export function parseProductForm(body: Record<string, unknown>): ProductForm {
  const name = textField(body, 'name');
  const description = textField(body, 'description');
  const categoryId = textField(body, 'category');
  const options = jsonField(body, 'options', optionsInput, 'Options') ?? [];
  const price = textField(body, 'price');
  if (!name || !description || !categoryId || (options.length === 0 && !price))
    throw badRequest(missingFields);
  if (name.length > 200) throw badRequest('Name must be at most 200 characters');
  if (description.length > 10_000) throw badRequest('Description must be at most 10,000 characters');
  if (!isUuid(categoryId)) throw badRequest('Category not found');
  const form: ProductForm = {
    name,
    description,
    categoryId,
    options,
    variants: [],
    existingImages: repeatedField(body, 'existingImages', 'existingImages[]'),
    ...parseBeautyFields(body),
  };
  if (options.length === 0) form.variants = [oneVariant(body, price!)];
  else form.variants = (jsonField(body, 'variants', variantsInput, 'Variants') ?? []).map(toVariantValues);
  return form;
}

/** A product without options: its one variant, from the form's price, discount price and stock. */
function oneVariant(body: Record<string, unknown>, price: string): VariantValues {
  const discount = textField(body, 'discountPrice');
  const variant: VariantValues = {
    options: {},
    price: moneyField('Price', price),
    discountPrice: discount === undefined ? null : moneyField('Discount price', discount),
    imageIds: [],
  };
  const stock = stockField(body);
  if (stock !== undefined) variant.stock = stock;
  return variant;
}

function toVariantValues(input: z.infer<typeof variantsInput>[number]): VariantValues {
  const variant: VariantValues = {
    options: input.options,
    price: moneyField('Price', input.price),
    discountPrice: input.discountPrice == null ? null : moneyField('Discount price', input.discountPrice),
    imageIds: input.images ?? [],
  };
  if (input._id !== undefined) variant.id = input._id;
  if (input.sku !== undefined) variant.sku = input.sku;
  if (input.stock !== undefined) variant.stock = input.stock;
  return variant;
}

/** A text field holding JSON of `schema`'s shape; undefined when absent. */
function jsonField<T>(
  body: Record<string, unknown>,
  field: string,
  schema: z.ZodType<T>,
  label: string,
): T | undefined {
  const text = textField(body, field);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`${label} must be JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
    throw badRequest(issue.message.startsWith('Swatch') ? issue.message : `${label} are not valid${at}`);
  }
  return parsed.data;
}

function stockField(body: Record<string, unknown>): number | null | undefined {
  if (body.stock === undefined) return undefined;
  const stock = textField(body, 'stock');
  if (stock === undefined) return null;
  if (!/^\d{1,7}$/.test(stock)) throw badRequest('Stock must be a whole number of at least 0');
  return Number(stock);
}
