import { startCatalogStack } from './catalog-stack';
import { fixedRate, type TimedAnswer } from './fixed-rate';
import { listingPlan, mixNames } from './listing-mixes';
import { percentile, round } from './stats';

export interface MixFigure {
  mix: string;
  requests: number;
  /** Requests for a page asked for the first time in the run: the catalog had to read it from PostgreSQL. */
  firstAsks: number;
  p50Ms: number;
  p99Ms: number;
  /** p99 of the first asks alone. */
  firstAskP99Ms: number;
  /** p99 of the others: pages the catalog answers from its cache. */
  repeatP99Ms: number;
  maxMs: number;
}

function figure(mix: string, answers: TimedAnswer[], firstAsks: Set<TimedAnswer>): MixFigure {
  const ms = answers.map((answer) => answer.ms);
  const first = answers.filter((answer) => firstAsks.has(answer)).map((answer) => answer.ms);
  const repeats = answers.filter((answer) => !firstAsks.has(answer)).map((answer) => answer.ms);
  return {
    mix,
    requests: answers.length,
    firstAsks: first.length,
    p50Ms: round(percentile(ms, 50), 2),
    p99Ms: round(percentile(ms, 99), 2),
    firstAskP99Ms: round(percentile(first, 99), 2),
    repeatP99Ms: round(percentile(repeats, 99), 2),
    maxMs: round(Math.max(...ms), 2),
  };
}

/** The answers to paths nobody (warm-up included) had asked for before, in send order. */
function firstAsksOf(answers: TimedAnswer[], seen: Set<string>): Set<TimedAnswer> {
  const first = new Set<TimedAnswer>();
  for (const answer of answers) {
    if (!seen.has(answer.path)) first.add(answer);
    seen.add(answer.path);
  }
  return first;
}

/**
 * The five listing mixes through the gateway at a fixed rate, on the demo catalogue topped up to
 * `products` on the real PostgreSQL; a 5 s warm-up of other random requests first (JIT, pools,
 * the popular pages cached).
 */
export async function measureListingRate(products = 100_000, perSecond = 300, seconds = 20, wideShare = 0.1) {
  const stack = await startCatalogStack(products);
  try {
    const seen = new Set<string>();
    const warmUp = await fixedRate(stack.gateway.url, listingPlan(perSecond * 5, 7, wideShare), perSecond);
    firstAsksOf(warmUp, seen);
    const plan = listingPlan(perSecond * seconds, 42, wideShare);
    const answers = await fixedRate(stack.gateway.url, plan, perSecond);
    const failed = answers.filter((answer) => answer.status !== 200);
    if (failed.length > 0) {
      throw new Error(
        `${failed.length} listing answers were not 200, e.g. ${failed[0]!.status} ${failed[0]!.path}`,
      );
    }
    const firstAsks = firstAsksOf(answers, seen);
    const byMix = mixNames.map((mix) =>
      figure(
        mix,
        answers.filter((answer) => answer.mix === mix),
        firstAsks,
      ),
    );
    return { products: stack.products, wideShare, figures: [...byMix, figure('all', answers, firstAsks)] };
  } finally {
    await stack.stop();
  }
}
