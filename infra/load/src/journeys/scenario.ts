/* eslint-disable no-console -- a benchmark reports on the console */
import { round } from '../stats';
import {
  findCapacity,
  measureRate,
  memoryFigures,
  poolSizeFor,
  prepareStore,
  type JourneySettings,
  type RateFigure,
} from './journeys';
import { stepsPerVisit } from './mix';
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
    seconds: Number(process.env.BENCH_JOURNEY_SECONDS ?? 60),
    warmUpSeconds: Number(process.env.BENCH_JOURNEY_WARM_UP ?? 10),
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
      prepared.store.close();
    } finally {
      await stack.stop();
    }
  }
}
