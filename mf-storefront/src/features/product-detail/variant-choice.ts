import type { Image, Product, ProductOption, ProductVariant, VariantChoice } from '@glow/contracts';

/** The options a shopper chooses from: none for a product without options. */
export const optionsOf = (product: Product): ProductOption[] => product.options ?? [];

const sells = (variant: ProductVariant, choice: VariantChoice) =>
  Object.entries(choice).every(([name, value]) => variant.options[name] === value);

/** The variant a complete choice names, or undefined while an option is unchosen (or that combination is not sold). */
export function variantFor(product: Product, choice: VariantChoice): ProductVariant | undefined {
  const options = optionsOf(product);
  if (options.length === 0 || options.some((option) => choice[option.name] === undefined)) return undefined;
  return product.variants?.find((variant) => sells(variant, choice));
}

/**
 * What the page starts with: the variant `?variant=` names; else the only variant; else each option
 * with a single value (nothing to choose there); the rest is the shopper's to choose.
 */
export function initialChoice(product: Product, variantId: string | null): VariantChoice {
  const variants = product.variants ?? [];
  const named =
    variants.find((variant) => variant._id === variantId) ??
    (variants.length === 1 ? variants[0] : undefined);
  if (named && optionsOf(product).length > 0) return { ...named.options };
  const choice: VariantChoice = {};
  for (const option of optionsOf(product))
    if (option.values.length === 1) choice[option.name] = option.values[0]!.value;
  return choice;
}

/**
 * The choice after picking `value` for `name`: the other options keep their values where some
 * variant sells them together with it, and are unchosen again where none does.
 */
export function choose(product: Product, choice: VariantChoice, name: string, value: string): VariantChoice {
  const variants = product.variants ?? [];
  const next: VariantChoice = { [name]: value };
  for (const option of optionsOf(product)) {
    const kept = choice[option.name];
    if (option.name === name || kept === undefined) continue;
    if (variants.some((variant) => sells(variant, { [name]: value, [option.name]: kept })))
      next[option.name] = kept;
  }
  const complete = optionsOf(product).every((option) => next[option.name] !== undefined);
  return complete && !variantFor(product, next) ? { [name]: value } : next;
}

/**
 * A value is sold out when every variant that sells it with the rest of the choice counts its stock
 * and has none left (it stays selectable: its pictures and price still show).
 */
export function isValueSoldOut(
  product: Product,
  choice: VariantChoice,
  name: string,
  value: string,
): boolean {
  const others = Object.fromEntries(Object.entries(choice).filter(([other]) => other !== name));
  const selling = (product.variants ?? []).filter((variant) => sells(variant, { ...others, [name]: value }));
  return selling.length > 0 && selling.every((variant) => variant.stock === 0);
}

/** The chosen variant's pictures first, then the product's others; the product's alone without its own. */
function imagesOf(product: Product, variant: ProductVariant): Image[] {
  const own = new Set(variant.images.map((image) => image.public_id));
  return [...variant.images, ...product.images.filter((image) => !own.has(image.public_id))];
}

/**
 * The product as the page shows it for the chosen variant: its price, discount, stock and pictures,
 * so the price, badge, stock and quantity parts work as for a product without options.
 */
export function asChosen(product: Product, variant: ProductVariant | undefined): Product {
  if (!variant) return product;
  return {
    ...product,
    price: variant.price,
    discountPrice: variant.discountPrice,
    stock: variant.stock,
    images: imagesOf(product, variant),
    maxPrice: undefined,
  };
}

/** The most one unit of any variant costs (what the shopper pays), from the variants when the answer has them. */
export function highestPrice(product: Product): number | undefined {
  const variants = product.variants ?? [];
  if (variants.length === 0) return product.maxPrice;
  return Math.max(...variants.map((variant) => variant.discountPrice ?? variant.price));
}
