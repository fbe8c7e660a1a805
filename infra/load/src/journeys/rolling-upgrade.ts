import { performance } from 'node:perf_hooks';
import { waitFor } from '@glow/testing';
import { percentile, round } from '../stats';
import type { PreparedStore } from './journeys';
import type { LiveShoppers } from './live-shoppers';
import { runJourneys, type JourneyLoad } from './open-loop';
import type { ReplicaSet, ServiceInstance } from './stacks';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => round(ms / 1000);

export interface InstanceSwitch {
  instance: string;
  /** SIGTERM until the old process exited: it drained its requests, left its groups, stopped its relay. */
  stopSeconds: number;
  /** From the new process's start until `/readyz` answered 200 (its consumer groups joined). */
  readySeconds: number;
}

export interface SocketFigure {
  shoppers: number;
  /** Shoppers whose socket dropped at least once, and how many drops in all. */
  reconnected: number;
  disconnects: number;
  /** From a drop until connected again. */
  medianWaitMs: number;
  maxWaitMs: number;
  /** Why reconnections failed ("3 × websocket error"). */
  connectErrors: string[];
}

export interface UpgradeFigure {
  service: string;
  switches: InstanceSwitch[];
  /** Journey steps that failed during the run, and those among them that were a 5xx or a connection error. */
  errors: number;
  serverErrors: number;
  failures: string[];
  /** How long shoppers arrived: at least the load's seconds, and until `tailMs` after the last instance was ready. */
  loadSeconds: number;
  orders: string[];
}

/** A failure that is not the store refusing the shopper's request (4xx): a 5xx, or no answer at all. */
export const isServerOrConnectionFailure = (failure: string) => !/ answered 4\d\d\b/.test(failure);

/** The upgrade of one instance, as an orchestrator does it: stop, start the new build on the port, wait for ready. */
async function switchInstance(instance: ServiceInstance, root: string): Promise<InstanceSwitch> {
  const stopping = performance.now();
  await instance.stop();
  const starting = performance.now();
  await instance.start(root);
  await waitFor(
    `${instance.name} to be ready`,
    async () => (await fetch(`${instance.url}/readyz`)).ok,
    180_000,
    100,
  );
  return {
    instance: instance.name,
    stopSeconds: seconds(starting - stopping),
    readySeconds: seconds(performance.now() - starting),
  };
}

/**
 * The journey load (open loop); `switchAfterMs` in, each instance of `set` in turn is stopped with
 * SIGTERM and replaced by the build in `root` on its port, the next one once it is ready. Shoppers
 * arrive for `load.seconds` and at least `tailMs` after the last switch. Every step of every visit
 * counts: what shoppers saw during the switch is the figure.
 */
export async function measureRollingUpgrade(
  service: string,
  set: ReplicaSet,
  root: string,
  prepared: PreparedStore,
  load: JourneyLoad,
  switchAfterMs: number,
  tailMs: number,
): Promise<UpgradeFigure> {
  const started = performance.now();
  let switching = true;
  const running = runJourneys(prepared, prepared.pool, load, () => switching);
  const switches: InstanceSwitch[] = [];
  try {
    await sleep(switchAfterMs);
    for (const instance of set.instances) switches.push(await switchInstance(instance, root));
    await sleep(tailMs);
  } finally {
    switching = false;
  }
  const loadSeconds = seconds(Math.max(performance.now() - started, load.seconds * 1000));
  const outcome = await running;
  const failures = [...outcome.errors.entries()];
  return {
    service,
    switches,
    errors: outcome.failedAt.length,
    serverErrors: failures
      .filter(([what]) => isServerOrConnectionFailure(what))
      .reduce((sum, [, count]) => sum + count, 0),
    failures: failures.slice(0, 6).map(([what, count]) => `${count} × ${what}`),
    loadSeconds,
    orders: outcome.paidOrders,
  };
}

export function socketFigure(live: LiveShoppers): SocketFigure {
  const waits = live.waitsMs;
  return {
    shoppers: live.count,
    reconnected: live.reconnectedShoppers,
    disconnects: live.disconnects,
    medianWaitMs: waits.length ? round(percentile(waits, 50), 0) : 0,
    maxWaitMs: waits.length ? round(Math.max(...waits), 0) : 0,
    connectErrors: live.connectErrors,
  };
}
