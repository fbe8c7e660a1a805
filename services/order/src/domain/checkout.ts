import { randomUUID } from 'node:crypto';
import {
  lineName,
  type CheckoutAnswer,
  type ExchangeRatesAnswer,
  type PaymentMethod,
  type ShippingDetails,
  type TokenClaims,
  type VariantRef,
} from '@glow/contracts';
import { AppError, badRequest, conflict, unavailable, type Database, type Outbox } from '@glow/service-kit';
import type { Upstreams } from '../clients/upstreams';
import { allInOrder } from './all-in-order';
import { CheckoutAttemptRepository, type CheckoutAttempt } from '../data/checkout-attempt-repository';
import { CheckoutFactsRepository } from '../data/checkout-facts-repository';
import { placeOrderRow, type NewOrder, type StockLine } from '../data/order-repository';
import { ProductSnapshotRepository, type PricedVariant } from '../data/product-snapshot-repository';
import { convert, fromMinor, minorText, toMinor } from './money';
import type { PaidCart } from './paid-cart';
import type { ShippingPrice } from './shipping-price';
import { UnpaidOrderRepository } from '../data/unpaid-order-repository';
import { refuseBeyondHoldLimits, supersedeUnpaid, type HoldLimits } from './unpaid-holds';

export const emptyCart = 'Your cart is empty.';

export interface CheckoutInput {
  shippingDetails: ShippingDetails;
  paymentMethod: PaymentMethod;
  currency: string;
  /** The network address the checkout came from (the kit's address key), for the per-address cap. */
  clientAddress?: string;
}

export interface CheckoutDeps {
  db: Database;
  outbox: Outbox;
  upstreams: Upstreams;
  shippingPrice: ShippingPrice;
  paymentWindowMinutes: number;
  /** The shorter window of a shopper who has never paid for an order. */
  firstOrderWindowMinutes: number;
  transitTime: string;
  holdLimits: HoldLimits;
  /** Takes a paid order's lines out of the cart, and says which paid orders cart has not confirmed yet. */
  paidCart: PaidCart;
}

export const noLiveRates = (currency: string) =>
  `Live exchange rates are not available right now, so we cannot charge in ${currency}. Please pay in NGN (₦).`;

/**
 * The charged amount in the shopper's currency, and the catalog's rate (units per 1 NGN) it came from.
 * Only live rates set a charge: stale or snapshot rates are shown for reference, never charged from.
 */
async function inCurrency(
  rates: Promise<ExchangeRatesAnswer> | undefined,
  totalMinor: bigint,
  currency: string,
) {
  if (currency === 'NGN') return { amount: totalMinor, rate: '1' };
  if (!rates) throw new Error(`the rates for a ${currency} checkout were never asked for`);
  const quote = await rates;
  if (quote.source !== 'live' || quote.stale) throw conflict(noLiveRates(currency));
  const rate = quote.rates[currency];
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
    throw badRequest(`Payments in ${currency} are not available. Please choose another currency.`);
  }
  const amount = convert(totalMinor, rate);
  if (amount <= 0n) throw badRequest(`The order total is too small to pay in ${currency}.`);
  return { amount, rate: String(rate) };
}

const tookTooLong = 'Checkout took too long, please try again';

/**
 * Holds the units at the catalog before the order is saved, noting the attempt first: if the order is
 * never saved, the abandoned-checkout job gives them back. A shortage (409) held nothing.
 */
async function holdStock(
  deps: CheckoutDeps,
  held: CheckoutAttempt,
  replaces: { orderId: string; hold: number }[],
): Promise<void> {
  const attempts = new CheckoutAttemptRepository(deps.db.pool);
  await attempts.start(held);
  try {
    await deps.upstreams.reserveStock({
      orderId: held.orderId,
      hold: 1,
      items: held.items.map(({ productId, variant, quantity }) =>
        variant ? { productId, variantId: variant._id, quantity } : { productId, quantity },
      ),
      ...(replaces.length > 0 ? { replaces } : {}),
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 409) await attempts.finish(held.orderId);
    throw error;
  }
}

/**
 * Places a pending order from the shopper's server cart, priced from order's own copy of the
 * catalogue and the current shipping price, its units held at the catalog; `order.created` tells
 * payment what to collect.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  user: TokenClaims,
  authorization: string,
  input: CheckoutInput,
): Promise<CheckoutAnswer> {
  // The rates are asked for now and looked at once the cart's own refusals have had their say (a
  // failure is heard there; the catch only keeps it from counting as unhandled meanwhile).
  const rates = input.currency === 'NGN' ? undefined : deps.upstreams.exchangeRates();
  rates?.catch(() => undefined);
  const facts = await new CheckoutFactsRepository(deps.db.pool).of(user._id);
  const cart = await deps.paidCart.cartToCheckOut(authorization, facts.uncleared);
  if (cart.length === 0) throw badRequest(emptyCart);
  const productIds = cart.map((line) => line.product._id);
  const [variants, heldFromAddress] = await allInOrder([
    new ProductSnapshotRepository(deps.db.pool).findVariants(
      cart.map((line) => line.variant?._id ?? line.product._id),
    ),
    input.clientAddress === undefined
      ? Promise.resolve(undefined)
      : new UnpaidOrderRepository(deps.db.pool).unitsHeldFrom(input.clientAddress, productIds, user._id),
  ]);
  const items: NewOrder['items'] = cart.map(({ product: shown, variant: chosen, quantity }) => {
    const variant = variants.get(chosen?._id ?? shown._id);
    if (!variant || variant.product_id !== shown._id)
      throw conflict(
        `${lineName(shown.name, chosen?.options)} is no longer available. Please remove it from your cart.`,
      );
    if (!Number.isInteger(quantity) || quantity < 1) throw new AppError(503, 'Your cart could not be read.');
    return {
      productId: variant.product_id,
      variantId: variant.id,
      variant: chosen ? variantRefOf(variant) : null,
      name: variant.name,
      images: variant.images,
      price: variant.price,
      discountPrice: variant.discount_price,
      quantity,
    };
  });
  const itemsMinor = items.reduce(
    (sum, item) => sum + toMinor(item.discountPrice ?? item.price) * BigInt(item.quantity),
    0n,
  );
  const shippingMinor = deps.shippingPrice.minorOf(facts.shippingPrice);
  const totalMinor = itemsMinor + shippingMinor;
  const charge = await inCurrency(rates, totalMinor, input.currency);
  refuseBeyondHoldLimits(
    deps.holdLimits,
    items.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
    heldFromAddress,
  );

  const orderId = randomUUID();
  const held = { orderId, items: items.map(stockLineOf) };
  const replaces = facts.awaitingPayment ? await supersedeUnpaid(deps.db, deps.outbox, user._id) : [];
  await holdStock(deps, held, replaces);
  const windowMinutes = facts.paidBefore ? deps.paymentWindowMinutes : deps.firstOrderWindowMinutes;

  const order: NewOrder = {
    id: orderId,
    userId: user._id,
    userEmail: facts.email ?? '',
    shippingDetails: input.shippingDetails,
    items,
    itemsTotal: minorText(itemsMinor),
    shippingPrice: minorText(shippingMinor),
    totalAmount: minorText(totalMinor),
    transitTime: deps.transitTime,
    txRef: randomUUID(),
    method: input.paymentMethod,
    paymentAmount: minorText(charge.amount),
    currency: input.currency,
    rateFromNgn: charge.rate,
    expiresAt: new Date(Date.now() + windowMinutes * 60_000),
    clientAddress: input.clientAddress ?? null,
  };
  const created = {
    topic: 'order.created' as const,
    event: {
      key: order.id,
      data: {
        orderId: order.id,
        userId: order.userId,
        totalAmount: fromMinor(totalMinor),
        currency: order.currency,
        items: items.map((item) => ({
          ...stockLineOf(item),
          unitPrice: Number(item.discountPrice ?? item.price),
        })),
        payment: {
          tx_ref: order.txRef,
          method: order.method,
          amount: fromMinor(charge.amount),
          currency: order.currency,
          expiresAt: order.expiresAt.toISOString(),
        },
      },
    },
  };
  const saved = await deps.db.statement((client) => placeOrderRow(client, deps.outbox, order, [created]));
  if (!saved) throw unavailable(tookTooLong);
  return {
    order: saved,
    payment: { tx_ref: order.txRef, amount: fromMinor(charge.amount), currency: order.currency },
  };
}

/** A line's units as events and the catalog name them (its variant where the product has options). */
function stockLineOf({ productId, variant, quantity }: NewOrder['items'][number]): StockLine {
  return variant ? { productId, quantity, variant } : { productId, quantity };
}

/** A variant as a line names it, its options in the product's option order. */
function variantRefOf(variant: PricedVariant): VariantRef {
  const options: VariantRef['options'] = {};
  for (const { name } of variant.options)
    if (variant.choice[name] !== undefined) options[name] = variant.choice[name];
  return { _id: variant.id, sku: variant.sku ?? variant.id, options };
}
