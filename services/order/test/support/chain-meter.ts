import { SpanKind, trace } from '@opentelemetry/api';
import pg from 'pg';

/**
 * Counts, per trace, the calls one process makes to another (`fetch`) and the PostgreSQL round trips
 * (every query, BEGIN and COMMIT included) while a request is answered; events its trace set off are
 * handled meanwhile on the in-process bus, and their work is left out. The services of one test
 * process share these modules, and every call between them carries its trace, so what each shopper
 * request costs across catalog, cart, order and payment is read off its trace id.
 */
export interface Timed {
  traceId: string | undefined;
  /** Made while an event was handled (a consumer's work, not the request's, though in its trace). */
  byConsumer: boolean;
  what: string;
  start: number;
  end: number;
  /** Rows an INSERT, UPDATE or DELETE wrote. */
  rows: number;
}

export interface ChainMeter {
  /** Calls and queries of `traceId` that started between `from` and `to` (ms, performance.now()). */
  of(traceId: string, from: number, to: number): { calls: Timed[]; queries: Timed[] };
  /** Rows written by every query, whoever made it, that started between `from` and `to`, by table. */
  rowsWritten(from: number, to: number): Map<string, number>;
  /** `fetch` as it was: the test's own requests are not counted. */
  fetch: typeof fetch;
  stop(): void;
}

const activeTrace = () => trace.getActiveSpan()?.spanContext().traceId;
const inConsumer = () =>
  (trace.getActiveSpan() as { kind?: SpanKind } | undefined)?.kind === SpanKind.CONSUMER;

/** The most round trips that ran one after another: the largest set of spans of which none overlap. */
export function oneAfterAnother(spans: Timed[]): number {
  let count = 0;
  let freeAt = -Infinity;
  for (const span of [...spans].sort((a, b) => a.end - b.end)) {
    if (span.start >= freeAt) {
      count += 1;
      freeAt = span.end;
    }
  }
  return count;
}

export function startChainMeter(): ChainMeter {
  const calls: Timed[] = [];
  const queries: Timed[] = [];
  const realFetch = globalThis.fetch;
  const realQuery = pg.Client.prototype.query;

  globalThis.fetch = async (input, init) => {
    const timed: Timed = {
      traceId: activeTrace(),
      byConsumer: inConsumer(),
      what: String(input),
      start: performance.now(),
      end: 0,
      rows: 0,
    };
    calls.push(timed);
    try {
      return await realFetch(input, init);
    } finally {
      timed.end = performance.now();
    }
  };

  // Client.query answers a promise, or calls back when the last argument is a function (Pool.query does).
  pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    const timed: Timed = {
      traceId: activeTrace(),
      byConsumer: inConsumer(),
      what: typeof config === 'string' ? config : (config?.text ?? ''),
      start: performance.now(),
      end: 0,
      rows: 0,
    };
    const settle = (result: unknown) => {
      timed.end = performance.now();
      const { command, rowCount } = (result ?? {}) as { command?: string; rowCount?: number | null };
      if (command && ['INSERT', 'UPDATE', 'DELETE'].includes(command)) timed.rows = rowCount ?? 0;
    };
    queries.push(timed);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        settle(answer[1]);
        return (last as (...a: unknown[]) => unknown)(...answer);
      };
      return (realQuery as (...a: unknown[]) => unknown).apply(this, args);
    }
    const answer = (realQuery as (...a: unknown[]) => unknown).apply(this, args);
    if (answer && typeof (answer as Promise<unknown>).then === 'function')
      void (answer as Promise<unknown>).then(settle, () => settle(undefined));
    return answer;
  } as typeof pg.Client.prototype.query;

  const within = (list: Timed[], traceId: string, from: number, to: number) =>
    list.filter(
      (timed) => timed.traceId === traceId && !timed.byConsumer && timed.start >= from && timed.start <= to,
    );
  return {
    of: (traceId, from, to) => ({
      calls: within(calls, traceId, from, to),
      queries: within(queries, traceId, from, to),
    }),
    rowsWritten: (from, to) => {
      const byTable = new Map<string, number>();
      for (const timed of queries.filter((q) => q.rows > 0 && q.start >= from && q.start <= to)) {
        const table = /(?:INSERT INTO|UPDATE|DELETE FROM)\s+([\w.]+)/i.exec(timed.what)?.[1] ?? '?';
        byTable.set(table, (byTable.get(table) ?? 0) + timed.rows);
      }
      return byTable;
    },
    fetch: realFetch,
    stop: () => {
      globalThis.fetch = realFetch;
      pg.Client.prototype.query = realQuery;
    },
  };
}
