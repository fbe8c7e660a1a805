import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createTestDatabase, createTestKeys, startSmtpSink, testPool, waitFor } from '@glow/testing';
import { cpuSeconds } from './process-cpu';
import { runDeployable, type Deployable } from './processes';
import { round } from './stats';

export interface NewsletterSendFigure {
  subscribers: number;
  /** The POST's answer: the issue and its delivery rows made in one transaction. */
  publishMs: number;
  seconds: number;
  mailsPerSecond: number;
  received: number;
  duplicates: number;
  idleRssMiB: number;
  peakRssMiB: number;
  peakHeapUsedMiB: number;
  /** CPU time the service spent (user + system) from the POST until the issue was sent. */
  serviceCpuSeconds: number;
}

const mib = (bytes: number) => round(bytes / 2 ** 20, 1);

/** The highest resident set the process has had (Linux `VmHWM`), in bytes. */
async function peakRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  if (!kib) throw new Error(`no VmHWM in /proc/${pid}/status`);
  return Number(kib) * 1024;
}

async function heapUsed(service: Deployable): Promise<number> {
  const metrics = await (await fetch(`${service.url}/metrics`)).text();
  return Number(/^nodejs_heap_size_used_bytes(?:{[^}]*})? (\S+)$/m.exec(metrics)?.[1] ?? 0);
}

/** Samples the service's heap until stopped; answers the largest seen. */
function watchHeap(service: Deployable, everyMs = 200) {
  let peak = 0;
  const timer = setInterval(() => {
    heapUsed(service).then(
      (bytes) => (peak = Math.max(peak, bytes)),
      () => undefined,
    );
  }, everyMs);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

async function addConfirmed(databaseUrl: string, count: number): Promise<void> {
  const pool = testPool(databaseUrl, 1);
  try {
    await pool.query(
      `INSERT INTO messaging.newsletter_subscribers (email, status, confirmed_at)
       SELECT format('reader%s@bench.glow.test', n), 'confirmed', now() FROM generate_series(1, $1) AS n`,
      [count],
    );
  } finally {
    await pool.end();
  }
}

/**
 * Messaging as its own process on a fresh database of the real PostgreSQL, its SMTP the kit's
 * sink in this process: `subscribers` confirmed subscribers, one issue, timed from the POST until
 * the issue says sent. Peak RSS is the kernel's high-water mark; the heap is sampled from /metrics.
 */
export async function measureNewsletterSend(subscribers = 10_000): Promise<NewsletterSendFigure> {
  const database = await createTestDatabase('glow_bench');
  const keys = createTestKeys();
  const sink = await startSmtpSink();
  const messaging = await runDeployable('services/messaging', {
    DATABASE_URL: database.url,
    JWT_PUBLIC_KEY: keys.publicKey,
    SMTP_URL: sink.url,
  });
  const admin = { authorization: `Bearer ${keys.sign({ _id: randomUUID(), isAdmin: true })}` };
  try {
    await addConfirmed(database.url, subscribers);
    const idleRss = await peakRss(messaging.process.pid!);
    const stopWatching = watchHeap(messaging);
    const cpuBefore = cpuSeconds(messaging.process.pid!);
    const startedAt = performance.now();
    const answer = await fetch(`${messaging.url}/api/newsletter/issues`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'Bench edition', body: 'Ten thousand readers, one issue.' }),
    });
    if (answer.status !== 202)
      throw new Error(`POST /api/newsletter/issues: ${answer.status} ${await answer.text()}`);
    const { _id } = (await answer.json()) as { _id: string };
    const publishMs = performance.now() - startedAt;
    await waitFor(
      'the issue to be sent',
      async () => {
        const issue = await fetch(`${messaging.url}/api/newsletter/issues/${_id}`, { headers: admin });
        return ((await issue.json()) as { status: string }).status === 'sent';
      },
      600_000,
      100,
    );
    const seconds = (performance.now() - startedAt) / 1000;
    const serviceCpu = cpuSeconds(messaging.process.pid!) - cpuBefore;
    const peakHeap = stopWatching();
    const recipients = sink.received.flatMap((mail) => mail.to);
    return {
      subscribers,
      publishMs: round(publishMs, 1),
      seconds: round(seconds, 2),
      mailsPerSecond: Math.round(subscribers / seconds),
      received: recipients.length,
      duplicates: recipients.length - new Set(recipients).size,
      idleRssMiB: mib(idleRss),
      peakRssMiB: mib(await peakRss(messaging.process.pid!)),
      peakHeapUsedMiB: mib(peakHeap),
      serviceCpuSeconds: round(serviceCpu, 1),
    };
  } finally {
    await messaging.stop();
    await sink.stop();
    await database.drop();
  }
}

/* eslint-disable no-console -- a benchmark reports on the console */
export async function reportNewsletterSend(): Promise<void> {
  const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
  console.log('\nNewsletter: one issue to %d confirmed subscribers, SMTP to a local sink', subscribers);
  console.table([await measureNewsletterSend(subscribers)]);
}
