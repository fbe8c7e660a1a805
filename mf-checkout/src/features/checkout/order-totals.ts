import type { CartItem, ShippingDetails } from '@glow/contracts';
import { lineName } from '@glow/web-kit';
import { useShippingPrice } from './api/get-shipping-price';
import { transitTime } from './checkout-texts';
import { shippingCostFor } from './shipping-details';

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** The shop's total rule: items at the discount price when set, else the price, to 2 decimals, NGN. */
export const itemsSubtotal = (items: readonly CartItem[]) =>
  toCents(
    items.reduce(
      (sum, { product, quantity }) => sum + (product.discountPrice ?? product.price) * quantity,
      0,
    ),
  );

/** Subtotal, shipping for the form's country and total, as the server will charge them. */
export function useOrderTotals(items: readonly CartItem[], country: string) {
  const shipping = useShippingPrice();
  const subtotal = itemsSubtotal(items);
  const shippingCost = shipping.data ? shippingCostFor(country, shipping.data.shippingPrice) : undefined;
  return {
    subtotal,
    shippingCost,
    total: shippingCost === undefined ? undefined : toCents(subtotal + shippingCost),
    shipping,
  };
}

/** The order data the provider keeps with the payment as its metadata. */
export const paymentMetadata = (
  items: readonly CartItem[],
  details: ShippingDetails,
  totals: { shippingCost?: number; total?: number },
  currency: string,
) => ({
  shippingDetails: details,
  cartItems: items.map(({ product, quantity, variant }) => ({
    productId: product._id,
    name: lineName(product.name, variant?.options, product.options),
    quantity,
  })),
  amount: totals.total,
  currency,
  shippingCost: totals.shippingCost,
  transitTime,
});
