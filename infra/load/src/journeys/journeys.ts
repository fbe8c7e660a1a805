import { waitFor } from '@glow/testing';
import { percentile, round } from '../stats';
import { lagBetween, readLag, type TopicLag } from './event-lag';
import { cpuSeconds } from '../process-cpu';
import {
  countCpu,
  countDatabaseCpu,
  enginePids,
  slope,
  traceMemory,
  type MemoryTrace,
} from './process-usage';
import { stepKinds, stepsPerVisit, type StepKind } from './mix';
import { AccountPool, runJourneys, type JourneyLoad, type LoadOutcome, type StepSample } from './open-loop';
import type { JourneyStack } from './stacks';
import { readCatalogue, refreshCookieOf, type Account, type Shop } from './steps';
import { shopperAddress, StoreClient } from './store-client';

/** The capacity rule: a rate passes when its p99 over every step is at most this, with no error. */
export const p99LimitMs = 100;

export interface StepFigure {
  steps: number;
  p50Ms: number;
  p99Ms: number;
}

export interface RateFigure {
  askedStepsPerSecond: number;
  stepsPerSecond: number;
  concurrentShoppers: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The first failures by kind, for the report. */
  failures: string[];
  byStep: Partial<Record<StepKind, StepFigure>>;
  lag: TopicLag[];
  /** CPU milliseconds per step, by deployable and engine (shared engines: whatever else the machine ran too). */
  cpuMsPerStep: Record<string, number>;
  paidOrders: string[];
  passed: boolean;
}

export interface JourneySettings {
  thinkMs: number;
  seconds: number;
  warmUpSeconds: number;
  seed: number;
}

function stepFigure(samples: number[]): StepFigure {
  return {
    steps: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p99Ms: round(percentile(samples, 99)),
  };
}

export function rateFigure(
  asked: number,
  outcome: LoadOutcome,
  lag: TopicLag[],
  cpuSeconds: Map<string, number> = new Map(),
): RateFigure {
  const all = outcome.samples.map((sample) => sample.ms);
  const byStep: RateFigure['byStep'] = {};
  for (const kind of stepKinds) {
    const samples = outcome.samples.filter((sample) => sample.kind === kind).map((sample) => sample.ms);
    if (samples.length > 0) byStep[kind] = stepFigure(samples);
  }
  const errors = [...outcome.errors.values()].reduce((sum, count) => sum + count, 0);
  const p99Ms = round(percentile(all, 99));
  return {
    askedStepsPerSecond: asked,
    stepsPerSecond: round(all.length / outcome.countedSeconds, 0),
    concurrentShoppers: round(outcome.meanConcurrentShoppers, 0),
    p50Ms: round(percentile(all, 50)),
    p99Ms,
    errors,
    failures: [...outcome.errors.entries()].slice(0, 5).map(([what, count]) => `${count} × ${what}`),
    byStep,
    lag,
    cpuMsPerStep: Object.fromEntries(
      [...cpuSeconds].map(([name, seconds]) => [
        name,
        round((seconds * 1000) / Math.max(1, outcome.stepsTaken), 2),
      ]),
    ),
    paidOrders: outcome.paidOrders,
    passed: errors === 0 && p99Ms <= p99LimitMs,
  };
}

/** How many signed-in shoppers can be in visits at once at this rate (with room for the slow ones). */
export function poolSizeFor(stepsPerSecond: number, thinkMs: number): number {
  const visitsPerSecond = stepsPerSecond / stepsPerVisit;
  const visitSeconds = ((stepsPerVisit - 1) * thinkMs) / 1000 + 2;
  // Two of the three visit kinds are signed in; twice the mean covers the Poisson bursts.
  return Math.ceil(visitsPerSecond * visitSeconds * (2 / 3) * 2) + 20;
}

/** Events of `topic` a service consumed, summed over its instances when it runs several. */
async function consumed(stack: JourneyStack, service: string, topic: string): Promise<number> {
  const urls = stack.instanceUrls?.[service]?.map((url) => `${url}/metrics`) ?? [
    `${stack.opsUrl}/metrics/${service}`,
  ];
  let sum = 0;
  for (const url of urls) {
    const text = await (await fetch(url)).text();
    const line = text
      .split('\n')
      .find((row) => row.startsWith('events_consumed_total{') && row.includes(`topic="${topic}"`));
    sum += Number(line?.split(' ').at(-1) ?? 0);
  }
  return sum;
}

/**
 * Registers `count` shoppers through the gateway, each from an address of its own, and waits
 * until the order service knows them all (it mails the confirmation to the address it was told).
 */
export async function registerShoppers(stack: JourneyStack, count: number, tag: string): Promise<Account[]> {
  const store = new StoreClient(stack.url);
  const accounts: Account[] = [];
  const before = await consumed(stack, 'order', 'user.registered');
  try {
    const register = async (n: number) => {
      const name = `journey${tag}${n}`;
      const email = `${name}@glow.test`;
      const password = 'journey-password';
      const answer = await store.call('POST', '/api/users/register', {
        from: shopperAddress(200_000 + n),
        body: { username: name, email, password, confirmPassword: password },
        read: true,
      });
      if (answer.status !== 201)
        throw new Error(`registering ${email} answered ${answer.status}: ${answer.text}`);
      accounts.push({
        email,
        name,
        cookie: refreshCookieOf(answer.setCookie),
        method: n % 2 ? 'paystack' : 'flutterwave',
      });
    };
    // argon2 binds registration: a few at a time keep libuv's pool busy without a queue.
    for (let n = 0; n < count; n += 8) {
      await Promise.all(Array.from({ length: Math.min(8, count - n) }, (_, i) => register(n + i)));
    }
    await waitFor(
      'the order service to know every shopper',
      async () => (await consumed(stack, 'order', 'user.registered')) - before >= count,
      120_000,
      250,
    );
    return accounts;
  } finally {
    store.close();
  }
}

export interface PreparedStore extends Shop {
  pool: AccountPool;
}

export function closePrepared(prepared: PreparedStore | undefined): void {
  prepared?.store.close();
  prepared?.provider.close();
}

/** Reads the catalogue once the read models know it, and registers the pool of shoppers. */
export async function prepareStore(stack: JourneyStack, poolSize: number): Promise<PreparedStore> {
  const store = new StoreClient(stack.url);
  const catalogue = await readCatalogue(store);
  // Cart and order fill their read models from the catalog's seed events.
  for (const service of ['cart', 'order']) {
    await waitFor(
      `the ${service} service to know the catalogue`,
      async () => (await consumed(stack, service, 'catalog.product.upserted')) >= catalogue.productIds.length,
      120_000,
      250,
    );
  }
  const tag = Date.now().toString(36);
  const pool = new AccountPool(await registerShoppers(stack, poolSize, tag));
  return { store, provider: new StoreClient(stack.providerUrl), catalogue, pool };
}

/** The part of PostgreSQL's CPU spent by this store's own backends (PostgreSQL's figure holds it, and others' work). */
export const storeBackends = "PostgreSQL: this store's backends";

export const databaseNameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** One rate for `seconds`: the step figures and every topic's event lag over the same time. */
export async function measureRate(
  stack: JourneyStack,
  prepared: PreparedStore,
  stepsPerSecond: number,
  settings: JourneySettings,
): Promise<RateFigure> {
  return (await measureRateWithSamples(stack, prepared, stepsPerSecond, settings)).figure;
}

/** `measureRate`, with every counted step's sample kept (a soak's minute-by-minute figures). */
export async function measureRateWithSamples(
  stack: JourneyStack,
  prepared: PreparedStore,
  stepsPerSecond: number,
  settings: JourneySettings,
): Promise<{ figure: RateFigure; samples: StepSample[] }> {
  const lagBefore = await readLag(stack.opsUrl);
  const load: JourneyLoad = { stepsPerSecond, ...settings };
  const cpu = countCpu([...stack.processes, ...enginePids()]);
  const databaseCpu = stack.databaseUrl ? countDatabaseCpu(databaseNameOf(stack.databaseUrl)) : undefined;
  // The bench process alone, not its tree: in production shape the deployables are its children.
  const generatorBefore = cpuSeconds(process.pid);
  const outcome = await runJourneys(prepared, prepared.pool, load);
  const usedCpu = cpu.stop();
  usedCpu.set('load generator', cpuSeconds(process.pid) - generatorBefore);
  if (databaseCpu) usedCpu.set(storeBackends, databaseCpu.stop());
  const lag = lagBetween(lagBefore, await readLag(stack.opsUrl));
  return { figure: rateFigure(stepsPerSecond, outcome, lag, usedCpu), samples: outcome.samples };
}

export interface CapacityFigures {
  rates: RateFigure[];
  /** The highest rate that passed, 0 when none did. */
  capacity: number;
  memory: MemoryTrace[];
}

/**
 * Rates in increasing order until one fails the rule (p99 over 100 ms, or an error): the
 * capacity is the last that passed.
 */
export async function findCapacity(
  stack: JourneyStack,
  prepared: PreparedStore,
  rates: number[],
  settings: JourneySettings,
  report: (figure: RateFigure) => void,
): Promise<CapacityFigures> {
  const memory = traceMemory(stack.processes, 2_000);
  const figures: RateFigure[] = [];
  let capacity = 0;
  for (const rate of rates) {
    const figure = await measureRate(stack, prepared, rate, settings);
    figures.push(figure);
    report(figure);
    if (!figure.passed) break;
    capacity = rate;
  }
  return { rates: figures, capacity, memory: memory.stop() };
}

/** Peak and growth of each process's memory over a run. */
export function memoryFigures(traces: MemoryTrace[]) {
  return traces.map(({ name, points }) => ({
    process: name,
    peakMb: round(Math.max(...points.map(([, mb]) => mb)), 0),
    lastMb: round(points.at(-1)?.[1] ?? 0, 0),
    slopeMbPerMinute: round(slope(points) * 60, 2),
  }));
}

/** p99 of each minute of a run, as [minute, ms] points (for the slope of a soak). */
export function p99ByMinute(samples: StepSample[]): [number, number][] {
  const minutes = new Map<number, number[]>();
  for (const { at, ms } of samples) {
    const minute = Math.floor(at / 60);
    minutes.set(minute, [...(minutes.get(minute) ?? []), ms]);
  }
  return [...minutes]
    .sort(([a], [b]) => a - b)
    .map(([minute, latencies]) => [minute, round(percentile(latencies, 99))]);
}
