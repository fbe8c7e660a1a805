import path from 'node:path';
import { Client } from 'pg';
import { engineSettings } from '../src/pglite/engine-settings';
import { buildPackages, devDist, startNode, type WatchedProcess } from './child-process';

const MAX_CONNECTIONS = 8;
const IDLE_IN_TRANSACTION_MS = 1_500;
let server: WatchedProcess;
let url: string;

async function connect(): Promise<Client> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

async function countLabel(label: string): Promise<number> {
  const client = await connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM shop.items WHERE label LIKE $1',
      [label],
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  buildPackages();
  const script = path.join(devDist, 'pglite', 'server-main.js');
  const idleLimit = ['--idle-in-transaction-ms', String(IDLE_IN_TRANSACTION_MS)];
  server = startNode(
    script,
    ['-p', '0', '-m', String(MAX_CONNECTIONS), '-d', 'memory://', ...idleLimit],
    process.env,
  );
  const [, port] = await server.waitFor(/listening on 127\.0\.0\.1:(\d+)/, 60_000);
  url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  const client = await connect();
  await client.query(`CREATE SCHEMA shop;
    CREATE TABLE shop.items (id serial PRIMARY KEY, label text NOT NULL);
    INSERT INTO shop.items (id, label) VALUES (1000000, 'taken')`);
  await client.end();
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited(10_000);
});

test('when five connections mix parameterized queries, plain queries, transactions and failing statements, then every answer belongs to its own query', async () => {
  const mistakes: string[] = [];
  const check = (actual: unknown, expected: unknown, what: string) => {
    if (actual !== expected) mistakes.push(`${what}: ${String(actual)} instead of ${String(expected)}`);
  };
  const workloads = [
    async (client: Client, round: number) => {
      const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
      check(rows[0]?.one, 1, `plain query ${round}`);
    },
    async (client: Client, round: number) => {
      await client.query('BEGIN');
      await client.query('INSERT INTO shop.items (label) VALUES ($1)', [`item-${round}`]);
      const found = await client.query<{ label: string }>('SELECT label FROM shop.items WHERE label = $1', [
        `item-${round}`,
      ]);
      await client.query('COMMIT');
      check(found.rows[0]?.label, `item-${round}`, `transaction ${round}`);
    },
    async (client: Client, round: number) => {
      const { rows } = await client.query<{ value: number }>('SELECT $1::int AS value', [round]);
      check(rows[0]?.value, round, `integer ${round}`);
    },
    async (client: Client, round: number) => {
      const { rows } = await client.query<{ value: string }>("SELECT $1::text || '-text' AS value", [
        `r${round}`,
      ]);
      check(rows[0]?.value, `r${round}-text`, `text ${round}`);
    },
    async (client: Client, round: number) => {
      const duplicate = client.query('INSERT INTO shop.items (id, label) VALUES (1000000, $1)', [
        'duplicate',
      ]);
      const code = await duplicate.then(
        () => 'no error',
        (error: { code?: string }) => error.code,
      );
      check(code, '23505', `duplicate key ${round}`);
      const { rows } = await client.query<{ value: number }>('SELECT $1::int * 2 AS value', [round]);
      check(rows[0]?.value, round * 2, `after an error ${round}`);
    },
  ];
  const clients = await Promise.all(workloads.map(() => connect()));

  await Promise.all(
    clients.map(async (client, index) => {
      for (let round = 0; round < 150; round += 1) {
        await workloads[index]!(client, round).catch((error: Error) => mistakes.push(error.message));
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end()));

  expect(mistakes).toEqual([]);
  expect(await countLabel('item-%')).toBe(150);
});

test("when the engine starts, then it runs with the embedded settings rather than initdb's", async () => {
  const client = await connect();
  try {
    for (const [name, value] of Object.entries(engineSettings)) {
      const { rows } = await client.query<{ setting: string }>(`SELECT current_setting($1) AS setting`, [
        name,
      ]);
      expect({ name, setting: rows[0]!.setting }).toEqual({ name, setting: value });
    }
  } finally {
    await client.end();
  }
});

test('when a connection dies inside a transaction, then its writes are rolled back and the others carry on', async () => {
  const doomed = await connect();
  await doomed.query('BEGIN');
  await doomed.query('INSERT INTO shop.items (label) VALUES ($1)', ['ghost']);
  (doomed as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();

  expect(await countLabel('ghost')).toBe(0);
});

test('when more connections than the limit are opened, then the extra one is refused with a reason', async () => {
  const opened: Client[] = [];
  let refusal: Error | undefined;
  for (let attempt = 0; attempt < MAX_CONNECTIONS + 2 && !refusal; attempt += 1) {
    await connect().then(
      (client) => opened.push(client),
      (error: Error) => (refusal = error),
    );
  }
  await Promise.all(opened.map((client) => client.end()));

  expect(opened.length).toBeLessThanOrEqual(MAX_CONNECTIONS);
  expect(refusal?.message).toMatch(/too many connections to the embedded database/);
});

test('when a connection idles inside a transaction while another waits, then it is ended and its writes are rolled back', async () => {
  const idle = await connect();
  await idle.query('BEGIN');
  await idle.query('INSERT INTO shop.items (label) VALUES ($1)', ['forgotten']);
  const startedAt = Date.now();

  expect(await countLabel('forgotten')).toBe(0);
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(IDLE_IN_TRANSACTION_MS - 100);
  await expect(idle.query('COMMIT')).rejects.toThrow();
  await idle.end().catch(() => undefined);
  expect(server.output()).toContain('ended a connection idle in a transaction');
});
