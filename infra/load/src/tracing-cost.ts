import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, createTestKeys } from '@glow/testing';
import { load, type LoadFigure } from './load';
import { startOtlpSink } from './otlp-sink';
import { cpuSeconds } from './process-cpu';
import { runDeployable, runGateway, type Deployable } from './processes';
import { percentile, round } from './stats';

/** A sitting's throughput, and the CPU time the gateway and catalog spent per request in it. */
export interface PairFigure extends LoadFigure {
  cpuMicrosPerRequest: number;
}

export interface TracingRound {
  off: PairFigure;
  on: PairFigure;
  /** Requests per second with tracing on over off. */
  ratio: number;
}

export interface TracingCost {
  rounds: TracingRound[];
  medianRatio: number;
  /** CPU time per request, on over off: steadier than throughput on a shared machine. */
  medianCpuRatio: number;
  /** What reached the stand-in collector, by service: proof tracing was on, and sampled. */
  spansExported: Record<string, number>;
}

interface Pair {
  gateway: Deployable;
  catalog: Deployable;
}

const route = '/api/products?limit=28';

/** The bench's sampling: one trace in ten, and what a parent decided downstream. */
const tracedEnv = (endpoint: string) => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
  OTEL_TRACES_SAMPLER_ARG: '0.1',
});

const cpuOf = async ({ gateway, catalog }: Pair) =>
  cpuSeconds(gateway.process.pid!) + cpuSeconds(catalog.process.pid!);

/** A 2 s warm-up, then the measured sitting with the pair's CPU time read around it. */
async function measure(pair: Pair, seconds: number, connections: number): Promise<PairFigure> {
  const request = { url: `${pair.gateway.url}${route}`, status: 200 };
  await load(request, 2, connections);
  const cpuBefore = await cpuOf(pair);
  const figure = await load(request, seconds, connections);
  const cpuMicros = ((await cpuOf(pair)) - cpuBefore) * 1e6;
  return { ...figure, cpuMicrosPerRequest: round(cpuMicros / (figure.requestsPerSecond * seconds), 0) };
}

const median = (values: number[]) => percentile(values, 50);

/**
 * The listing through the gateway with tracing off and on, side by side: two catalog + gateway
 * pairs, each its own process as deployed, on one database with the demo catalogue; the traced
 * pair exports to a stand-in collector. Rounds alternate which pair goes first, so a drift in the
 * shared machine's load does not favour one; the figures are the medians of the rounds' ratios.
 */
export async function measureTracingCost(seconds = 10, rounds = 5, connections = 50): Promise<TracingCost> {
  const database = await createTestDatabase('glow_bench');
  const keys = createTestKeys();
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'glow-bench-uploads-'));
  const sink = await startOtlpSink();
  const env = { JWT_PUBLIC_KEY: keys.publicKey, DATABASE_URL: database.url, UPLOADS_DIR: uploads };
  const started: Deployable[] = [];
  const run = async (deployable: Promise<Deployable>) => {
    started.push(await deployable);
    return started.at(-1)!;
  };
  const pair = async (traced: Record<string, string>, seedDemo: boolean): Promise<Pair> => {
    const catalog = await run(
      runDeployable('services/catalog', { ...env, SEED_DEMO: String(seedDemo), ...traced }),
    );
    const gateway = await run(
      runGateway({ JWT_PUBLIC_KEY: keys.publicKey, CATALOG_SERVICE_URL: catalog.url, ...traced }),
    );
    return { gateway, catalog };
  };
  try {
    const off = await pair({}, true);
    const on = await pair(tracedEnv(sink.endpoint), false);
    // The first sittings compile the code paths (the traced ones are new): not measured.
    for (const warming of [off, on]) await load({ url: `${warming.gateway.url}${route}` }, 5, connections);
    const measured: TracingRound[] = [];
    for (let index = 0; index < rounds; index += 1) {
      const order = index % 2 === 0 ? [off, on] : [on, off];
      const figures = new Map<Pair, PairFigure>();
      for (const measuredPair of order)
        figures.set(measuredPair, await measure(measuredPair, seconds, connections));
      const [offFigure, onFigure] = [figures.get(off)!, figures.get(on)!];
      measured.push({
        off: offFigure,
        on: onFigure,
        ratio: round(onFigure.requestsPerSecond / offFigure.requestsPerSecond, 3),
      });
    }
    return {
      rounds: measured,
      medianRatio: median(measured.map(({ ratio }) => ratio)),
      medianCpuRatio: round(
        median(measured.map(({ on, off }) => on.cpuMicrosPerRequest / off.cpuMicrosPerRequest)),
        3,
      ),
      spansExported: sink.spansByService(),
    };
  } finally {
    for (const deployable of started.reverse()) await deployable.stop();
    await sink.stop();
    await database.drop();
    await rm(uploads, { recursive: true, force: true });
  }
}
