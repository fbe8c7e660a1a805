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
}

export interface ChainMeter {
  /** Calls and queries of `traceId` that started between `from` and `to` (ms, performance.now()). */
  of(traceId: string, from: number, to: number): { calls: Timed[]; queries: Timed[] };
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
    };
    const settle = () => {
      timed.end = performance.now();
    };
    queries.push(timed);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        settle();
        return (last as (...a: unknown[]) => unknown)(...answer);
      };
      return (realQuery as (...a: unknown[]) => unknown).apply(this, args);
    }
    const answer = (realQuery as (...a: unknown[]) => unknown).apply(this, args);
    if (answer && typeof (answer as Promise<unknown>).then === 'function')
      void (answer as Promise<unknown>).then(settle, settle);
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
    fetch: realFetch,
    stop: () => {
      globalThis.fetch = realFetch;
      pg.Client.prototype.query = realQuery;
    },
  };
}

/**
 * Counts every row inserted, updated or deleted in the schemas of these databases from now on, by
 * `schema.table`: a row trigger on each table takes a number from a sequence of its own (sequences are
 * outside transactions: no lock, no waiting). Exact where a statement's row count is not (a statement
 * with data-modifying CTEs writes several tables). The triggers stay until the databases go.
 */
export async function countRowWrites(pools: pg.Pool[], schemas: string[]) {
  for (const pool of pools)
    await pool.query(
      `CREATE SCHEMA IF NOT EXISTS chain_meter;
       CREATE OR REPLACE FUNCTION chain_meter.count_row() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM nextval(format('chain_meter.%I', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME));
         RETURN NULL;
       END $$;
       DO $$ DECLARE t record; BEGIN
         FOR t IN SELECT schemaname, tablename FROM pg_tables WHERE schemaname = ANY(ARRAY[${schemas.map((schema) => `'${schema}'`).join(',')}]) LOOP
           EXECUTE format('CREATE SEQUENCE IF NOT EXISTS chain_meter.%I', t.schemaname || '.' || t.tablename);
           EXECUTE format('CREATE OR REPLACE TRIGGER chain_meter_count AFTER INSERT OR UPDATE OR DELETE ON %I.%I
                           FOR EACH ROW EXECUTE FUNCTION chain_meter.count_row()', t.schemaname, t.tablename);
         END LOOP;
       END $$;`,
    );
  const read = async () => {
    const counts = new Map<string, number>();
    for (const pool of pools) {
      const { rows } = await pool.query<{ name: string }>(
        "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'chain_meter'",
      );
      for (const { name } of rows) {
        const [count] = (
          await pool.query<{ n: string }>(
            `SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS n FROM chain_meter."${name}"`,
          )
        ).rows;
        counts.set(name, (counts.get(name) ?? 0) + Number(count!.n));
      }
    }
    return counts;
  };
  const before = await read();
  return {
    /** Rows written since the count began, by table (tables with none left out). */
    async stop(): Promise<Map<string, number>> {
      const after = await read();
      return new Map(
        [...after]
          .map(([name, n]): [string, number] => [name, n - (before.get(name) ?? 0)])
          .filter(([, n]) => n > 0),
      );
    },
  };
}
