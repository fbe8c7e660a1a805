/**
 * What shoppers do, in the proportions real storefront load tests use: per 24 steps, the home page
 * once, the shop's listing and filters 10 times, a product page 5 times, a currency change twice,
 * an add to cart twice, a look at the cart 3 times and one checkout paid through the sandbox.
 */
export const stepKinds = ['home', 'shop', 'product', 'currency', 'add', 'cart', 'checkout'] as const;
export type StepKind = (typeof stepKinds)[number];

export const stepMix: Record<StepKind, number> = {
  home: 1,
  shop: 10,
  product: 5,
  currency: 2,
  add: 2,
  cart: 3,
  checkout: 1,
};

export interface SessionTemplate {
  name: string;
  signedIn: boolean;
  steps: StepKind[];
}

/**
 * Three visits that together make the mix (24 steps): a cart and checkout need a
 * signed-in shopper (the spec sends an anonymous one to /login), so buyers and returning shoppers
 * are signed in; the anonymous visitors browse. Each visit starts with a page load, so its first
 * step is a document the gateway draws; later steps are the app's own calls.
 */
export const sessionTemplates: SessionTemplate[] = [
  {
    name: 'buyer',
    signedIn: true,
    steps: ['shop', 'product', 'add', 'shop', 'shop', 'product', 'add', 'cart', 'checkout'],
  },
  {
    name: 'returning',
    signedIn: true,
    steps: ['home', 'cart', 'shop', 'shop', 'product', 'currency', 'shop', 'cart'],
  },
  {
    name: 'browser',
    signedIn: false,
    steps: ['shop', 'shop', 'product', 'currency', 'shop', 'shop', 'product'],
  },
];

export const stepsPerVisit =
  sessionTemplates.reduce((sum, template) => sum + template.steps.length, 0) / sessionTemplates.length;

/** How many of each step a round of visits makes (the mix, twice). */
export function stepsOfTemplates(templates: SessionTemplate[]): Record<StepKind, number> {
  const counts = Object.fromEntries(stepKinds.map((kind) => [kind, 0])) as Record<StepKind, number>;
  for (const template of templates) for (const step of template.steps) counts[step] += 1;
  return counts;
}

/** Exponentially distributed with this mean: the gaps between a Poisson process's arrivals. */
export function exponential(mean: number, random: () => number): number {
  return -mean * Math.log(1 - random());
}

/** A shopper's pause between two steps, capped at four times the mean (nobody reads a page for minutes). */
export function thinkTime(meanMs: number, random: () => number): number {
  return Math.min(4 * meanMs, exponential(meanMs, random));
}

/** The template of the n-th visit: the three kinds in turn, so every three visits make the mix. */
export function templateOf(visit: number): SessionTemplate {
  return sessionTemplates[visit % sessionTemplates.length]!;
}
