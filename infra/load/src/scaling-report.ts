/* eslint-disable no-console -- a benchmark reports on the console */
import { storeBackends } from './journeys/journeys';
import { percentile, round } from './stats';
import {
  measureScaling,
  type JourneySitting,
  type ListingSitting,
  type ScalingFigures,
  type ScalingSettings,
} from './scaling';

const numbers = (value: string | undefined, fallback: number[]) =>
  value ? value.split(',').map((entry) => Number(entry.trim())) : fallback;

/** `BENCH_SCALING_*` knobs; the defaults keep the whole scenario within about ten minutes. */
function settingsFromEnv(): ScalingSettings {
  const thinkMs = Number(process.env.BENCH_THINK_MS ?? 1_000);
  return {
    instanceCounts: numbers(process.env.BENCH_SCALING_INSTANCES, [1, 2]),
    listingSeconds: Number(process.env.BENCH_SCALING_LISTING_SECONDS ?? 10),
    listingRounds: Number(process.env.BENCH_SCALING_LISTING_ROUNDS ?? 2),
    listingConnections: Number(process.env.BENCH_SCALING_CONNECTIONS ?? 50),
    rates: numbers(process.env.BENCH_SCALING_RATES, [40, 60, 80, 100, 120]),
    giveUpMs: Number(process.env.BENCH_SCALING_GIVE_UP_MS ?? 1_000),
    journeys: {
      thinkMs,
      seconds: Number(process.env.BENCH_SCALING_JOURNEY_SECONDS ?? 28),
      // Longer than a visit at this think time (about seven of them).
      warmUpSeconds: Number(process.env.BENCH_SCALING_WARM_UP ?? 8),
      seed: Number(process.env.BENCH_SEED ?? 1),
    },
    settleSeconds: Number(process.env.BENCH_SCALING_SETTLE_SECONDS ?? 3),
  };
}

const label = (instances: number) => `${instances} instance${instances === 1 ? '' : 's'}`;

function printListing({ instances, round: turn, figure, cpuMicrosPerRequest: cpu }: ListingSitting): void {
  console.log(
    '[listing, round %d, %s] %d req/s, p50 %d ms, p99 %d ms; machine %d %% busy, other work %d µs/req',
    turn,
    label(instances),
    figure.requestsPerSecond,
    figure.p50Ms,
    figure.p99Ms,
    cpu.machineBusyPercent,
    cpu.otherWorkPerUnit,
  );
}

function printJourney({ instances, figure, machineBusyPercent }: JourneySitting): void {
  console.log(
    '[journeys, %s] %d steps/s asked → %d counted: p50 %d ms, p99 %d ms, %d errors — %s; machine %d %% busy',
    label(instances),
    figure.askedStepsPerSecond,
    figure.stepsPerSecond,
    figure.p50Ms,
    figure.p99Ms,
    figure.errors,
    figure.passed ? 'passes' : 'fails',
    machineBusyPercent,
  );
  for (const failure of figure.failures) console.log('  %s', failure);
}

/** One column per instance count: the median over its sittings of each process's CPU. */
function cpuTable(columns: [number, Record<string, number>[]][]): Record<string, Record<string, number>> {
  const names = [...new Set(columns.flatMap(([, rows]) => rows.flatMap((row) => Object.keys(row))))].sort();
  return Object.fromEntries(
    names.map((name) => [
      name,
      Object.fromEntries(
        columns.map(([instances, rows]) => [
          label(instances),
          percentile(
            rows.map((row) => row[name] ?? 0),
            50,
          ),
        ]),
      ),
    ]),
  );
}

function summariseListing(figures: ScalingFigures, counts: number[]): void {
  const medianOf = (instances: number) =>
    percentile(
      figures.listing.filter((s) => s.instances === instances).map((s) => s.figure.requestsPerSecond),
      50,
    );
  console.log('\nCached listing, CPU µs per request by process (median of the rounds):');
  console.table(
    cpuTable(
      counts.map((n) => [
        n,
        figures.listing.filter((s) => s.instances === n).map((s) => s.cpuMicrosPerRequest.perUnit),
      ]),
    ),
  );
  for (const n of counts.slice(1)) {
    console.log(
      'listing throughput, %s / %s: %s (median %d / %d req/s)',
      label(n),
      label(counts[0]!),
      round(medianOf(n) / medianOf(counts[0]!), 2),
      medianOf(n),
      medianOf(counts[0]!),
    );
  }
}

/** The store's CPU per step: its processes, the engines' work for it (this store's backends, not all of PostgreSQL's). */
const storeCpu = (perStep: Record<string, number>) =>
  Object.entries(perStep)
    .filter(([name]) => !['load generator', 'PostgreSQL'].includes(name))
    .reduce((sum, [, ms]) => sum + ms, 0);

/** Rows written per step and per paid order, by table: what PostgreSQL must absorb as the store grows. */
function printRowWrites(
  { instances, figure, rowsWritten }: JourneySitting,
  rate: number,
  seconds: number,
): void {
  // Visits arrive over the whole run, warm-up included: about rate × seconds steps in all.
  const steps = rate * seconds;
  const orders = Math.max(1, figure.paidOrders.length);
  const total = [...rowsWritten.values()].reduce((sum, rows) => sum + rows, 0);
  console.log(
    '\nRows written at %d steps/s (%s; the run and its settling): %d in all, %s per step, %s per paid order (%d paid)',
    rate,
    label(instances),
    total,
    round(total / steps, 2),
    round(total / orders, 1),
    figure.paidOrders.length,
  );
  console.table(
    Object.fromEntries(
      [...rowsWritten].map(([table, rows]) => [
        table,
        { rows, 'per step': round(rows / steps, 3), 'per paid order': round(rows / orders, 2) },
      ]),
    ),
  );
}

function summariseJourneys(figures: ScalingFigures, settings: ScalingSettings): void {
  const counts = settings.instanceCounts;
  console.log('\nJourneys, p99 ms by rate (steps/s asked) and instance count:');
  console.table(
    Object.fromEntries(
      settings.rates.map((rate) => [
        rate,
        Object.fromEntries(
          counts.map((n) => {
            const sitting = figures.journeys.find(
              (s) => s.instances === n && s.figure.askedStepsPerSecond === rate,
            );
            return [label(n), sitting ? sitting.figure.p99Ms : '—'];
          }),
        ),
      ]),
    ),
  );
  // The highest rate every count passed (else the first rate): the CPU of each at the same load.
  const common = Math.min(...counts.map((n) => figures.capacity[n] ?? 0)) || settings.rates[0]!;
  const at = figures.journeys.filter((s) => s.figure.askedStepsPerSecond === common);
  if (at.length > 0) {
    printRowWrites(at[0]!, common, settings.journeys.seconds);
    console.log('\nJourneys at %d steps/s, CPU ms per step by process:', common);
    console.table(cpuTable(at.map((s) => [s.instances, [s.figure.cpuMsPerStep]])));
    for (const { instances, figure } of at) {
      const database = figure.cpuMsPerStep[storeBackends] ?? 0;
      const store = storeCpu(figure.cpuMsPerStep);
      console.log(
        "%s: this store's PostgreSQL backends %d ms of the store's %s ms per step (%d %%); alone on one core they would fill it at %d steps/s",
        label(instances),
        database,
        round(store, 2),
        round((100 * database) / Math.max(1e-9, store), 0),
        round(1000 / Math.max(1e-9, database), 0),
      );
    }
  }
  for (const n of counts) console.log('journey capacity, %s: %d steps/s', label(n), figures.capacity[n]);
  for (const n of counts.slice(1)) {
    const base = figures.capacity[counts[0]!] ?? 0;
    console.log(
      'capacity ratio, %s / %s: %s',
      label(n),
      label(counts[0]!),
      base ? round((figures.capacity[n] ?? 0) / base, 2) : 'n/a',
    );
  }
}

/**
 * `BENCH_ONLY=scaling`: the stateless tiers at 1 and 2 instances behind nginx round-robin, in one
 * production-shape stack (the idle instances stay up between turns).
 */
export async function reportScaling(): Promise<void> {
  const settings = settingsFromEnv();
  const counts = settings.instanceCounts;
  console.log(
    '\nScaling the stateless tiers: gateway and catalog at %s instances behind nginx round-robin (production shape).',
    counts.join(' and '),
  );
  console.log(
    'Cached listing GET %s, %d connections, %d s each, %d rounds; journeys at %s steps/s, think %d ms, %d s each after %d s of warm-up',
    '/api/products?limit=28',
    settings.listingConnections,
    settings.listingSeconds,
    settings.listingRounds,
    settings.rates.join(', '),
    settings.journeys.thinkMs,
    settings.journeys.seconds - settings.journeys.warmUpSeconds,
    settings.journeys.warmUpSeconds,
  );
  const figures = await measureScaling(settings, { listing: printListing, journey: printJourney });
  summariseListing(figures, counts);
  summariseJourneys(figures, settings);
}
