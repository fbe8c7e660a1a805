import { cpuSeconds } from './process-cpu';
import { cachedRoute } from './listing-cached';
import { load, warmUp, type LoadFigure } from './load';
import { countRowWrites } from './database-writes';
import { countMachineCpu } from './machine-cpu';
import { unlimited } from './processes';
import { round } from './stats';
import {
  closePrepared,
  measureRate,
  poolSizeFor,
  prepareStore,
  type JourneySettings,
  type PreparedStore,
  databaseNameOf,
  storeBackends,
  type RateFigure,
} from './journeys/journeys';
import { countCpu, countDatabaseCpu, enginePids } from './journeys/process-usage';
import { startProductionShape, type BalancedTiers, type JourneyStack } from './journeys/stacks';

export interface ScalingSettings {
  /** How many instances of the gateway and of the catalog to compare (1 and 2). */
  instanceCounts: number[];
  listingSeconds: number;
  listingRounds: number;
  listingConnections: number;
  /**
   * The journey rates tried, in increasing order. Each instance count goes on past its first
   * failure (its capacity), so that a busy machine still yields p99-against-rate for both, and stops
   * once its p99 passes `giveUpMs` or more than 1 % of its steps fail.
   */
  rates: number[];
  giveUpMs: number;
  journeys: JourneySettings;
  /** A pause after each journey run, so the events of an overloaded run settle before the next. */
  settleSeconds: number;
}

/** Where the CPU of a sitting went: each process (the shared engines too), the generator, the rest of the machine. */
export interface CpuUse {
  /** CPU ms per step (journeys) or µs per request (listing), by process. */
  perUnit: Record<string, number>;
  /** How busy the machine's cores were, all work counted, %. */
  machineBusyPercent: number;
  /** The machine's CPU beyond the store, its engines and the generator, in the same unit: other work. */
  otherWorkPerUnit: number;
}

export interface ListingSitting {
  instances: number;
  round: number;
  figure: LoadFigure;
  cpuMicrosPerRequest: CpuUse;
}

export interface JourneySitting {
  instances: number;
  figure: RateFigure;
  machineBusyPercent: number;
  /** Rows written by table over the run and the settling after it (the events' effects included). */
  rowsWritten: Map<string, number>;
}

export interface ScalingFigures {
  listing: ListingSitting[];
  journeys: JourneySitting[];
  /** The highest journey rate that passed, by instance count. */
  capacity: Record<number, number>;
}

/** Balancers reloaded to route to the first `count` gateways and the first `count` catalogs (the rest stay up, idle). */
async function useInstances(tiers: BalancedTiers, count: number): Promise<void> {
  await tiers.shop.route(tiers.gateways.slice(0, count).map((gateway) => gateway.url));
  await tiers.catalog.route(tiers.catalogs.slice(0, count));
  // The old workers closed their idle connections; let the clients see it before the next request.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** The instance counts in turn, their order reversed every other round (the machine's drift falls on both). */
const turns = (counts: number[], index: number) => (index % 2 ? [...counts].reverse() : counts);

/** The CPU the store's processes, the engines, the generator and the whole machine spend on `work`. */
async function withCpu<T>(
  stack: JourneyStack,
  work: () => Promise<T>,
): Promise<{
  result: T;
  byProcess: Map<string, number>;
  machine: { busySeconds: number; busyShare: number };
}> {
  const machine = countMachineCpu();
  const cpu = countCpu([...stack.processes, ...enginePids()]);
  const databaseCpu = countDatabaseCpu(databaseNameOf(stack.databaseUrl));
  const generatorBefore = cpuSeconds(process.pid);
  const result = await work();
  const byProcess = cpu.stop();
  byProcess.set('load generator', cpuSeconds(process.pid) - generatorBefore);
  byProcess.set(storeBackends, databaseCpu.stop());
  return { result, byProcess, machine: machine.stop() };
}

function cpuUse(
  byProcess: Map<string, number>,
  machine: { busySeconds: number; busyShare: number },
  units: number,
  scale: number,
): CpuUse {
  const per = (seconds: number) => round((seconds * scale) / Math.max(1, units), 1);
  // The store's backends are inside PostgreSQL's figure already.
  const accounted = [...byProcess]
    .filter(([name]) => name !== storeBackends)
    .reduce((sum, [, seconds]) => sum + seconds, 0);
  return {
    perUnit: Object.fromEntries([...byProcess].map(([name, seconds]) => [name, per(seconds)])),
    machineBusyPercent: round(machine.busyShare * 100, 0),
    otherWorkPerUnit: per(Math.max(0, machine.busySeconds - accounted)),
  };
}

async function measureListing(
  stack: JourneyStack,
  tiers: BalancedTiers,
  settings: ScalingSettings,
  report: (sitting: ListingSitting) => void,
): Promise<ListingSitting[]> {
  const request = { url: `${stack.url}${cachedRoute}`, status: 200 };
  const sittings: ListingSitting[] = [];
  for (let index = 0; index < settings.listingRounds; index += 1) {
    for (const instances of turns(settings.instanceCounts, index)) {
      await useInstances(tiers, instances);
      await warmUp(request, settings.listingConnections);
      const { result, byProcess, machine } = await withCpu(stack, () =>
        load(request, settings.listingSeconds, settings.listingConnections),
      );
      const sitting = {
        instances,
        round: index + 1,
        figure: result,
        cpuMicrosPerRequest: cpuUse(byProcess, machine, result.requests, 1e6),
      };
      sittings.push(sitting);
      report(sitting);
    }
  }
  return sittings;
}

async function measureJourneys(
  stack: JourneyStack,
  tiers: BalancedTiers,
  prepared: PreparedStore,
  settings: ScalingSettings,
  report: (sitting: JourneySitting) => void,
): Promise<Pick<ScalingFigures, 'journeys' | 'capacity'>> {
  const capacity: Record<number, number> = Object.fromEntries(settings.instanceCounts.map((n) => [n, 0]));
  const countedSeconds = settings.journeys.seconds - settings.journeys.warmUpSeconds;
  const failed = new Set<number>();
  const givenUp = new Set<number>();
  const journeys: JourneySitting[] = [];
  for (const [index, rate] of settings.rates.entries()) {
    for (const instances of turns(settings.instanceCounts, index)) {
      if (givenUp.has(instances)) continue;
      await useInstances(tiers, instances);
      const writes = await countRowWrites(stack.databaseUrl);
      const machine = countMachineCpu();
      const figure = await measureRate(stack, prepared, rate, settings.journeys);
      const machineBusyPercent = round(machine.stop().busyShare * 100, 0);
      await new Promise((resolve) => setTimeout(resolve, settings.settleSeconds * 1000));
      const sitting = { instances, figure, machineBusyPercent, rowsWritten: await writes.stop() };
      journeys.push(sitting);
      report(sitting);
      if (figure.passed && !failed.has(instances)) capacity[instances] = rate;
      if (!figure.passed) failed.add(instances);
      if (figure.p99Ms > settings.giveUpMs || figure.errors > 0.01 * figure.stepsPerSecond * countedSeconds)
        givenUp.add(instances);
    }
    if (givenUp.size === settings.instanceCounts.length) break;
  }
  return { journeys, capacity };
}

/**
 * The production shape with as many gateways and catalogs as the largest count, each tier behind
 * an nginx balancer; every count in turn routes to that many instances of both. The cached listing
 * through the gateway at its most (autocannon), then the journey mix's capacity (rates tried in
 * turn for each count, the order of the counts alternating).
 */
export async function measureScaling(
  settings: ScalingSettings,
  report: { listing(sitting: ListingSitting): void; journey(sitting: JourneySitting): void },
): Promise<ScalingFigures> {
  const most = Math.max(...settings.instanceCounts);
  const stack = await startProductionShape({
    instances: { gateways: most, catalogs: most },
    // Every listing request comes from one address: the limiter still runs, it never refuses.
    gatewayEnv: { RATE_LIMIT_PER_MINUTE: unlimited },
  });
  let prepared: PreparedStore | undefined;
  try {
    const tiers = stack.balanced!;
    // The pool is registered before the listing runs so that its argon2 work is not measured.
    prepared = await prepareStore(stack, poolSizeFor(Math.max(...settings.rates), settings.journeys.thinkMs));
    const listing = await measureListing(stack, tiers, settings, report.listing);
    const journeys = await measureJourneys(stack, tiers, prepared, settings, report.journey);
    return { listing, ...journeys };
  } finally {
    closePrepared(prepared);
    await stack.stop();
  }
}
