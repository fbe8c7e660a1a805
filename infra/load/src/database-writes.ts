import { testPool } from '@glow/testing';

/** Rows inserted, updated and deleted so far, by `schema.table`, from PostgreSQL's statistics. */
async function rowWrites(databaseUrl: string): Promise<Map<string, number>> {
  const pool = testPool(databaseUrl, 1);
  try {
    // A backend sends its counts to the statistics at most once a second: wait for the last ones.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const { rows } = await pool.query<{ name: string; rows: string }>(
      `SELECT schemaname || '.' || relname AS name, n_tup_ins + n_tup_upd + n_tup_del AS rows
       FROM pg_stat_user_tables`,
    );
    return new Map(rows.map((row) => [row.name, Number(row.rows)]));
  } finally {
    await pool.end();
  }
}

/** The rows each table of the store's database gained, changed or lost between `start` and `stop`. */
export async function countRowWrites(databaseUrl: string) {
  const before = await rowWrites(databaseUrl);
  return {
    async stop(): Promise<Map<string, number>> {
      const after = await rowWrites(databaseUrl);
      return new Map(
        [...after]
          .map(([name, rows]): [string, number] => [name, rows - (before.get(name) ?? 0)])
          .filter(([, rows]) => rows > 0)
          .sort(([, a], [, b]) => b - a),
      );
    },
  };
}
