import { badRequest, isUuid } from '@glow/service-kit';
import { z } from 'zod';
import { repeatedField, textField } from '../../media/http/form-fields';
import type { ProductForm } from '../domain/product-admin';

export const missingFields = 'Please fill in all required fields';

const money = /^\d{1,10}(\.\d{1,2})?$/;

/** The form `parseProductForm` accepts (beside its `images` files), for the API description. */
export const productFormSchema = z.object({
  name: z.string().min(1).max(200),
  description: z.string().min(1).max(10_000),
  price: z.string().regex(money),
  discountPrice: z.string().regex(money).optional(),
  category: z.uuid(),
  stock: z
    .string()
    .regex(/^\d{0,7}$/)
    .optional(),
  existingImages: z.array(z.string()).optional(),
});

function moneyField(label: string, value: string): string {
  if (!money.test(value)) throw badRequest(`${label} must be a number of at least 0 with at most 2 decimals`);
  return value;
}

/** Reads the form of `POST /api/products` and `PUT /api/products/:id`; 400 `{ message }` for bad input. */
export function parseProductForm(body: Record<string, unknown>): ProductForm {
  const name = textField(body, 'name');
  const description = textField(body, 'description');
  const price = textField(body, 'price');
  const categoryId = textField(body, 'category');
  if (!name || !description || !price || !categoryId) throw badRequest(missingFields);
  if (name.length > 200) throw badRequest('Name must be at most 200 characters');
  if (description.length > 10_000) throw badRequest('Description must be at most 10,000 characters');
  const discount = textField(body, 'discountPrice');
  const form: ProductForm = {
    name,
    description,
    price: moneyField('Price', price),
    discountPrice: discount === undefined ? null : moneyField('Discount price', discount),
    categoryId,
    existingImages: repeatedField(body, 'existingImages', 'existingImages[]'),
  };
  if (form.discountPrice !== null && Number(form.discountPrice) >= Number(form.price)) {
    throw badRequest('Discount price must be lower than the price');
  }
  if (!isUuid(categoryId)) throw badRequest('Category not found');
  const stock = stockField(body);
  if (stock !== undefined) form.stock = stock;
  return form;
}

function stockField(body: Record<string, unknown>): number | null | undefined {
  if (body.stock === undefined) return undefined;
  const stock = textField(body, 'stock');
  if (stock === undefined) return null;
  if (!/^\d{1,7}$/.test(stock)) throw badRequest('Stock must be a whole number of at least 0');
  return Number(stock);
}
