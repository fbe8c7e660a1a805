import { performance } from 'node:perf_hooks';
import { seededRandom } from '../listing-mixes';
import { exponential, stepsPerVisit, templateOf, thinkTime, type StepKind } from './mix';
import { runStep, type Account, type Shop, type Visit } from './steps';
import { shopperAddress } from './store-client';

export interface JourneyLoad {
  stepsPerSecond: number;
  seconds: number;
  /** Steps due in the first seconds are not counted (the store's caches and pools warm up). */
  warmUpSeconds: number;
  /** Mean think time between two steps of a visit. */
  thinkMs: number;
  seed: number;
}

export interface StepSample {
  kind: StepKind;
  /** When the step was due, in seconds from the start of the run. */
  at: number;
  /** From when the step was due to its last answer, the payment window's time left out. */
  ms: number;
}

export interface LoadOutcome {
  samples: StepSample[];
  /** Failed steps by what failed ("POST /api/cart/add answered 500"). */
  errors: Map<string, number>;
  /** When each failure happened (`performance.now()`). */
  failedAt: number[];
  visits: number;
  /** Every step taken, counted or not (the CPU the store used was for all of them). */
  stepsTaken: number;
  /** Orders placed and paid at the provider during the run (counted or not); verified or still confirming. */
  paidOrders: string[];
  /** Visits in progress, averaged over the counted window: the concurrent shoppers. */
  meanConcurrentShoppers: number;
  /** Steps due in the counted window, per second (the rate asked for, give or take the arrivals' randomness). */
  countedSeconds: number;
}

/** Signed-in shoppers for visits, each in one visit at a time (a refresh rotates its session). */
export class AccountPool {
  private readonly free: Account[];

  constructor(accounts: Account[]) {
    this.free = [...accounts];
  }

  take(): Account | undefined {
    return this.free.pop();
  }

  give(account: Account): void {
    this.free.unshift(account);
  }

  get available(): number {
    return this.free.length;
  }
}

const sleepUntil = (at: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // One line per kind of failure: ids and references vary, what failed does not.
  return message.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|\b\d{4,}\b/g, '…').slice(0, 160);
}

/**
 * Shoppers arrive at random (a Poisson process) at the rate that makes `stepsPerSecond`, whatever
 * the store answers: an open loop. Within a visit, each step is due one think time after the
 * previous step was due; it is sent when due, or when the previous one is answered if that is
 * later, and its latency runs from when it was due, so a slow store is not hidden by the steps
 * queued behind a slow answer.
 */
export async function runJourneys(
  shop: Shop,
  pool: AccountPool,
  load: JourneyLoad,
  /** Shoppers go on arriving after `load.seconds` while this says so (an operation of unknown length). */
  keepArriving: () => boolean = () => false,
): Promise<LoadOutcome> {
  const random = seededRandom(load.seed);
  const visitsPerSecond = load.stepsPerSecond / stepsPerVisit;
  const started = performance.now();
  const countFrom = started + load.warmUpSeconds * 1000;
  const arrivalsEnd = started + load.seconds * 1000;
  const outcome: LoadOutcome = {
    samples: [],
    errors: new Map(),
    failedAt: [],
    visits: 0,
    stepsTaken: 0,
    paidOrders: [],
    meanConcurrentShoppers: 0,
    countedSeconds: load.seconds - load.warmUpSeconds,
  };
  const failed = (what: string) => {
    outcome.errors.set(what, (outcome.errors.get(what) ?? 0) + 1);
    outcome.failedAt.push(performance.now());
  };
  let active = 0;
  let concurrencySum = 0;
  let concurrencyTicks = 0;
  const sampler = setInterval(() => {
    if (performance.now() < countFrom) return;
    concurrencySum += active;
    concurrencyTicks += 1;
  }, 100);

  const visit = async (number: number, arrival: number, visitRandom: () => number) => {
    const template = templateOf(number);
    const account = template.signedIn ? pool.take() : undefined;
    if (template.signedIn && !account) {
      failed('no free shopper in the pool (make it larger)');
      return;
    }
    const state: Visit = {
      from: shopperAddress(number),
      account,
      random: visitRandom,
      shopBanners: false,
      listing: '',
    };
    active += 1;
    try {
      let due = arrival;
      for (const [index, kind] of template.steps.entries()) {
        if (index > 0) due += thinkTime(load.thinkMs, visitRandom);
        await sleepUntil(due);
        try {
          const windowMs = kind === 'checkout' ? thinkTime(load.thinkMs, visitRandom) : 0;
          const { providerMs } = await runStep(kind, index === 0, shop, state, windowMs);
          const ms = performance.now() - due - providerMs;
          outcome.stepsTaken += 1;
          if (due >= countFrom && due < arrivalsEnd)
            outcome.samples.push({ kind, at: (due - started) / 1000, ms });
        } catch (error) {
          failed(`${kind}: ${describe(error)}`);
          return;
        }
      }
    } finally {
      if (state.orderId) outcome.paidOrders.push(state.orderId);
      active -= 1;
      if (account) pool.give(account);
    }
  };

  const visits: Promise<void>[] = [];
  let next = started;
  for (let number = 0; ; number += 1) {
    next += exponential(1000 / visitsPerSecond, random);
    if (next >= arrivalsEnd && !keepArriving()) break;
    await sleepUntil(next);
    visits.push(visit(number, next, seededRandom(load.seed * 1_000_003 + number)));
  }
  outcome.visits = visits.length;
  await Promise.all(visits);
  clearInterval(sampler);
  outcome.meanConcurrentShoppers = concurrencyTicks ? concurrencySum / concurrencyTicks : 0;
  return outcome;
}
