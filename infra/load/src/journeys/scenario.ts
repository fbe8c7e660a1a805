/* eslint-disable no-console -- a benchmark reports on the console */
import { round } from '../stats';
import {
  closePrepared,
  findCapacity,
  measureRate,
  measureRateWithSamples,
  p99ByMinute,
  memoryFigures,
  poolSizeFor,
  prepareStore,
  type JourneySettings,
  type RateFigure,
} from './journeys';
import {
  deadLetteredEvents,
  deployables,
  engineOutages,
  killAndRestart,
  measureFault,
  type FaultFigure,
} from './faults';
import { ledgerFaults, readJourneyLedger } from './ledger';
import { stepsPerVisit } from './mix';
import { slope, traceMemory } from './process-usage';
import { startEmbedded, startProductionShape, type StackShape } from './stacks';

const numbers = (value: string | undefined, fallback: number[]) =>
  value ? value.split(',').map((entry) => Number(entry.trim())) : fallback;

function printRate(shape: StackShape, figure: RateFigure): void {
  console.log(
    '\n[%s] %d steps/s asked → %d counted, %d shoppers at once: p50 %d ms, p99 %d ms, %d errors — %s',
    shape,
    figure.askedStepsPerSecond,
    figure.stepsPerSecond,
    figure.concurrentShoppers,
    figure.p50Ms,
    figure.p99Ms,
    figure.errors,
    figure.passed ? 'passes' : 'fails',
  );
  for (const failure of figure.failures) console.log('  %s', failure);
  console.table(figure.byStep);
  console.table(Object.fromEntries(figure.lag.map(({ topic, ...rest }) => [topic, rest])));
  console.log('CPU ms per step: %s', JSON.stringify(figure.cpuMsPerStep));
}

/** The step rate at which `shoppers` visits are in progress on average. */
function rateForShoppers(shoppers: number, thinkMs: number): number {
  const visitSeconds = ((stepsPerVisit - 1) * thinkMs) / 1000;
  return round((shoppers * stepsPerVisit) / visitSeconds, 0);
}

/**
 * `BENCH_ONLY=journeys`: for each shape (`BENCH_JOURNEY_SHAPES`, production and embedded), the
 * capacity over `BENCH_JOURNEY_RATES` and the figures at 100 shoppers at once, each rate for
 * `BENCH_JOURNEY_SECONDS` after `BENCH_JOURNEY_WARM_UP` seconds, think time `BENCH_THINK_MS`.
 */
export async function reportJourneys(): Promise<void> {
  const shapes = (process.env.BENCH_JOURNEY_SHAPES ?? 'production,embedded').split(',') as StackShape[];
  const rates = numbers(process.env.BENCH_JOURNEY_RATES, [100, 200, 300, 400, 500, 600]);
  const settings: JourneySettings = {
    thinkMs: Number(process.env.BENCH_THINK_MS ?? 2_000),
    seconds: Number(process.env.BENCH_JOURNEY_SECONDS ?? 80),
    // Longer than a visit (about seven think times), so the counted window sees visits at every stage.
    warmUpSeconds: Number(process.env.BENCH_JOURNEY_WARM_UP ?? 20),
    seed: Number(process.env.BENCH_SEED ?? 1),
  };
  const hundredRate = rateForShoppers(100, settings.thinkMs);
  console.log(
    '\nShopper journeys (open loop; think time %d ms; %d s per rate after %d s of warm-up; capacity: the highest rate with p99 ≤ 100 ms and no error)',
    settings.thinkMs,
    settings.seconds - settings.warmUpSeconds,
    settings.warmUpSeconds,
  );
  for (const shape of shapes) {
    const stack = shape === 'embedded' ? await startEmbedded() : await startProductionShape();
    try {
      const prepared = await prepareStore(
        stack,
        poolSizeFor(Math.max(...rates, hundredRate), settings.thinkMs),
      );
      const hundred = await measureRate(stack, prepared, hundredRate, settings);
      console.log('\n[%s] 100 shoppers at once (%d steps/s):', shape, hundredRate);
      printRate(shape, hundred);
      const capacity = await findCapacity(stack, prepared, rates, settings, (figure) =>
        printRate(shape, figure),
      );
      console.log('\n[%s] capacity: %d steps/s', shape, capacity.capacity);
      console.table(memoryFigures(capacity.memory));
      closePrepared(prepared);
    } finally {
      await stack.stop();
    }
  }
}

/**
 * `BENCH_ONLY=faults`: the production shape under the journey load at `BENCH_FAULT_RATE` steps/s
 * (half the capacity measured), each deployable killed and restarted in turn, then PostgreSQL's and
 * Redis' paths cut and the Kafka mock cluster stalled for `BENCH_OUTAGE_SECONDS` (20); each for
 * `BENCH_FAULT_SECONDS` (60), the fault 10 s in. Then the money ledger and the dead-letter topics.
 */
export async function reportFaults(): Promise<void> {
  const rate = Number(process.env.BENCH_FAULT_RATE ?? 50);
  const seconds = Number(process.env.BENCH_FAULT_SECONDS ?? 60);
  const outageMs = Number(process.env.BENCH_OUTAGE_SECONDS ?? 20) * 1000;
  const thinkMs = Number(process.env.BENCH_THINK_MS ?? 2_000);
  const faults = [...deployables.map(killAndRestart), ...engineOutages(outageMs)];
  console.log(
    '\nFaults in the middle of a sale: production shape, %d steps/s, %d s per fault (the fault 10 s in)',
    rate,
    seconds,
  );
  const stack = await startProductionShape({ switchable: true });
  const prepared = await prepareStore(stack, poolSizeFor(rate, thinkMs));
  try {
    const figures: FaultFigure[] = [];
    for (const [index, fault] of faults.entries()) {
      const load = { stepsPerSecond: rate, seconds, warmUpSeconds: 0, thinkMs, seed: index + 1 };
      const figure = await measureFault(stack, prepared, fault, load, 10_000);
      figures.push(figure);
      console.log(
        '%s: %d failed steps over %d s, ready %d s after, %d signed out',
        figure.fault,
        figure.errors,
        figure.errorSeconds,
        figure.readyAfterSeconds,
        figure.signedOut,
      );
      for (const failure of figure.failures) console.log('  %s', failure);
    }
    const ledger = await readJourneyLedger(
      stack.databaseUrl,
      stack.mailDir,
      figures.flatMap((figure) => figure.orders),
      300_000,
    );
    console.log('\nLedger of %d orders whose money moved:', ledger.orders);
    const faultsFound = ledgerFaults(ledger);
    console.log(
      faultsFound.length
        ? faultsFound.join('\n')
        : 'every one paid exactly once: one order.paid, one payment.succeeded, one cart subtraction, one mail; no event in an outbox',
    );
    console.log('events in dead-letter topics: %d', await deadLetteredEvents(stack.faults.kafkaBrokers));
  } finally {
    closePrepared(prepared);
    await stack.stop();
  }
}

/**
 * `BENCH_ONLY=soak`: production shape at `BENCH_SOAK_RATE` steps/s (70: 70 % of the capacity
 * measured) for `BENCH_SOAK_MINUTES` (30). Prints the p99 of every minute and its slope, each
 * process's memory and its slope, the errors, the event lag over the whole soak, and the ledger.
 */
export async function reportSoak(): Promise<void> {
  const rate = Number(process.env.BENCH_SOAK_RATE ?? 70);
  const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
  const thinkMs = Number(process.env.BENCH_THINK_MS ?? 2_000);
  console.log('\nSoak: production shape, %d steps/s for %d minutes', rate, minutes);
  const stack = await startProductionShape();
  const prepared = await prepareStore(stack, poolSizeFor(rate, thinkMs));
  try {
    const memory = traceMemory(stack.processes, 10_000);
    const settings = { thinkMs, seconds: minutes * 60, warmUpSeconds: 60, seed: 1 };
    const { figure, samples } = await measureRateWithSamples(stack, prepared, rate, settings);
    const traces = memory.stop();
    printRate('production', figure);
    const perMinute = p99ByMinute(samples);
    console.log('p99 by minute (ms): %s', perMinute.map(([, ms]) => ms).join(', '));
    console.log('p99 slope: %s ms per minute', round(slope(perMinute), 2));
    console.table(memoryFigures(traces));
    const ledger = await readJourneyLedger(stack.databaseUrl, stack.mailDir, figure.paidOrders, 300_000);
    const faultsFound = ledgerFaults(ledger);
    console.log(
      'Ledger of %d orders: %s',
      ledger.orders,
      faultsFound.length ? faultsFound.join('; ') : 'every one paid exactly once, no event left in an outbox',
    );
  } finally {
    closePrepared(prepared);
    await stack.stop();
  }
}
