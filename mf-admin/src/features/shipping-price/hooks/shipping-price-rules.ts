export type ShippingPriceCheck = { price: number; error?: undefined } | { price?: undefined; error: string };

/** The field's text as the service takes it: a number of naira, at least 0, at most 2 decimals. */
export function checkShippingPrice(text: string): ShippingPriceCheck {
  const value = text.trim();
  if (!value) return { error: 'Shipping price is required' };
  if (!/^\d+(\.\d+)?$/.test(value)) return { error: 'Shipping price must be a number of at least 0' };
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return { error: 'Shipping price can have at most 2 decimals' };
  return { price: Number(value) };
}
