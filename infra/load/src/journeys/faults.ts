import { deadLetterTopic, topics } from '@glow/contracts';
import { serviceNames } from '@glow/gateway';
import { Kafka, logLevel } from 'kafkajs';
import { round } from '../stats';
import { runJourneys, type JourneyLoad } from './open-loop';
import type { PreparedStore } from './journeys';
import type { FaultControls, JourneyStack } from './stacks';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Fault {
  name: string;
  /** Does the harm and undoes it (restarts what was killed, restores what was cut). */
  inject(controls: FaultControls): Promise<void>;
}

/** Every service, then the gateway in front of them. */
export const deployables = [...serviceNames, 'gateway'];

/** A process killed outright and started again at once, as an orchestrator does. */
export const killAndRestart = (name: string): Fault => ({
  name: `kill -9 ${name}`,
  async inject(controls) {
    controls.kill(name);
    await controls.restart(name);
  },
});

export const engineOutages = (outageMs: number): Fault[] => [
  {
    name: `PostgreSQL path cut for ${outageMs / 1000} s`,
    async inject({ database }) {
      database!.cut();
      await sleep(outageMs);
      await database!.restore();
    },
  },
  {
    name: `Redis path cut for ${outageMs / 1000} s`,
    async inject({ redis }) {
      redis!.cut();
      await sleep(outageMs);
      await redis!.restore();
    },
  },
  {
    name: `Kafka mock cluster stalled for ${outageMs / 1000} s`,
    async inject({ kafkaPid }) {
      process.kill(kafkaPid!, 'SIGSTOP');
      await sleep(outageMs);
      process.kill(kafkaPid!, 'SIGCONT');
    },
  },
];

export interface FaultFigure {
  fault: string;
  /** Steps shoppers saw fail. */
  errors: number;
  /** From the first failed step to the last, seconds (0 without errors). */
  errorSeconds: number;
  /** From the fault's end (the restart, or the path restored) until every readiness probe is green. */
  readyAfterSeconds: number;
  /** Failures that were a 401: a shopper signed out by the fault. */
  signedOut: number;
  failures: string[];
  orders: string[];
}

async function waitUntilReady(opsUrl: string, deadlineMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < deadlineMs) {
    const ready = await fetch(`${opsUrl}/health`, { signal: AbortSignal.timeout(2_000) })
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) return (performance.now() - started) / 1000;
    await sleep(250);
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * The journey load for `load.seconds`; the fault strikes `faultAfterMs` in. Every step of every
 * visit counts (no warm-up): what shoppers saw during the fault is the figure.
 */
export async function measureFault(
  stack: JourneyStack & { faults: FaultControls },
  prepared: PreparedStore,
  fault: Fault,
  load: JourneyLoad,
  faultAfterMs: number,
): Promise<FaultFigure> {
  const running = runJourneys(prepared, prepared.pool, load);
  await sleep(faultAfterMs);
  await fault.inject(stack.faults);
  const readyAfterSeconds = await waitUntilReady(stack.opsUrl, 180_000);
  const outcome = await running;
  const failedAt = outcome.failedAt;
  const signedOut = [...outcome.errors.entries()]
    .filter(([what]) => / answered 401/.test(what))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    fault: fault.name,
    errors: failedAt.length,
    errorSeconds: failedAt.length ? round((Math.max(...failedAt) - Math.min(...failedAt)) / 1000) : 0,
    readyAfterSeconds: round(readyAfterSeconds),
    signedOut,
    failures: [...outcome.errors.entries()].slice(0, 4).map(([what, count]) => `${count} × ${what}`),
    orders: outcome.paidOrders,
  };
}

/** Events in any dead-letter topic of the cluster. */
export async function deadLetteredEvents(brokers: string[]): Promise<number> {
  const admin = new Kafka({ brokers, clientId: 'bench-dead-letters', logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    let count = 0;
    for (const topic of topics.map(deadLetterTopic).filter((name) => existing.has(name))) {
      for (const partition of await admin.fetchTopicOffsets(topic))
        count += Number(partition.high) - Number(partition.low);
    }
    return count;
  } finally {
    await admin.disconnect();
  }
}
