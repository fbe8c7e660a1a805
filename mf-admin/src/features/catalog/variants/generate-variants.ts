import { newKey, type OptionDraft, type VariantDraft } from './variant-drafts';

/**
 * The form's price, discount price and stock fields: new variants start with its prices, and the
 * default variant of a product without options (choice {}) takes all three, as the admin sees them.
 */
export interface VariantTemplate {
  price: string;
  discountPrice: string;
  stock: string;
}

type Choice = Record<string, string>;

/** How many variants every combination of these options makes. */
export const combinationCount = (options: OptionDraft[]) =>
  options.length === 0 ? 0 : options.reduce((count, option) => count * option.values.length, 1);

/** Every combination of the options' values, the first option outermost, each in its values' order. */
export function combinations(options: OptionDraft[]): Choice[] {
  return options.reduce<Choice[]>(
    (made, option) =>
      made.flatMap((choice) => option.values.map((value) => ({ ...choice, [option.key]: value.key }))),
    [{}],
  );
}

/** The variant's choice among these options only (an option removed since is forgotten). */
function namedHere(options: OptionDraft[], choice: Choice): Choice {
  const kept: Choice = {};
  for (const option of options) if (choice[option.key] !== undefined) kept[option.key] = choice[option.key]!;
  return kept;
}

const fits = (choice: Choice, combination: Choice) =>
  Object.entries(choice).every(([option, value]) => combination[option] === value);

/**
 * One variant per combination. A variant whose combination stays keeps its row (id, SKU, prices,
 * stock, images). A variant that names fewer options than there are now (an option was added, or a
 * product without options gets its first) carries on as the first free combination it fits, so the
 * stored variant and its units are not thrown away; variants whose combination is gone are dropped.
 */
export function generateVariants(
  options: OptionDraft[],
  variants: VariantDraft[],
  template: VariantTemplate,
): VariantDraft[] {
  const wanted = combinations(options);
  const made: (VariantDraft | undefined)[] = wanted.map(() => undefined);
  const slotOf = new Map(wanted.map((combination, index) => [JSON.stringify(combination), index]));
  const placed = new Set<string>();
  const place = (variant: VariantDraft, index: number) => {
    const isDefault = Object.keys(variant.choice).length === 0;
    made[index] = isDefault
      ? { ...variant, ...template, choice: wanted[index]! }
      : { ...variant, choice: wanted[index]! };
    placed.add(variant.key);
  };

  for (const variant of variants) {
    const choice = namedHere(options, variant.choice);
    if (Object.keys(choice).length !== options.length) continue;
    const index = slotOf.get(JSON.stringify(orderedLike(options, choice)));
    if (index !== undefined && !made[index]) place(variant, index);
  }
  for (const variant of variants) {
    if (placed.has(variant.key)) continue;
    const choice = namedHere(options, variant.choice);
    if (Object.keys(choice).length === options.length) continue;
    const index = wanted.findIndex((combination, at) => !made[at] && fits(choice, combination));
    if (index >= 0) place(variant, index);
  }
  return made.map(
    (variant, index) =>
      variant ?? {
        key: newKey('variant'),
        sku: '',
        choice: wanted[index]!,
        price: template.price,
        discountPrice: template.discountPrice,
        stock: '',
        images: [],
      },
  );
}

/** The choice with its keys in the options' order, as `combinations` writes them. */
function orderedLike(options: OptionDraft[], choice: Choice): Choice {
  const ordered: Choice = {};
  for (const option of options) ordered[option.key] = choice[option.key]!;
  return ordered;
}
