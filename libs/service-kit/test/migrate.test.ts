import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, migrate, readMigrationDir } from '@glow/service-kit';
import { createTestDatabase, testPool, type TestDatabase } from '@glow/testing';
import type { Pool } from 'pg';

const logger = createLogger('migrate-test', 'silent');

let database: TestDatabase;
let pool: Pool;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = testPool(database.url, 4);
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'glow-migrations-'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

afterAll(async () => {
  await pool.end();
  await database.drop();
});

async function writeMigrations(files: Record<string, string>): Promise<void> {
  for (const [name, sql] of Object.entries(files)) await writeFile(path.join(dir, name), sql);
}

async function appliedNames(schema: string): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT name FROM ${schema}.schema_migrations ORDER BY applied_at, name`,
  );
  return rows.map((row) => row.name);
}

describe('migrate', () => {
  it('when a folder holds migrations, then they are applied in name order, recorded, and not re-applied', async () => {
    // 002 depends on 001 and 010 on 002: a wrong order fails loudly.
    await writeMigrations({
      '010_seed.sql': `INSERT INTO beauty.products (name, category_id) VALUES ('Shea butter', 1);`,
      '001_categories.sql': `CREATE TABLE beauty.categories (id int PRIMARY KEY, name text NOT NULL);`,
      '002_products.sql': `CREATE TABLE beauty.products (id serial PRIMARY KEY, name text NOT NULL, category_id int NOT NULL);
         INSERT INTO beauty.categories VALUES (1, 'Skincare');`,
      'README.md': 'not a migration',
    });
    const migrations = await readMigrationDir(dir);

    await migrate(pool, 'beauty', migrations, logger);
    await migrate(pool, 'beauty', migrations, logger);

    expect(migrations.map((migration) => migration.name)).toEqual([
      '001_categories.sql',
      '002_products.sql',
      '010_seed.sql',
    ]);
    expect(await appliedNames('beauty')).toEqual(['001_categories.sql', '002_products.sql', '010_seed.sql']);
    expect((await pool.query('SELECT name FROM beauty.products')).rows).toEqual([{ name: 'Shea butter' }]);
  });

  it('when a later run brings a new file, then only that file is applied', async () => {
    await writeMigrations({ '001_a.sql': 'CREATE TABLE growing.a (id int);' });
    await migrate(pool, 'growing', await readMigrationDir(dir), logger);
    await writeMigrations({ '002_b.sql': 'CREATE TABLE growing.b (id int);' });

    await migrate(pool, 'growing', await readMigrationDir(dir), logger);

    expect(await appliedNames('growing')).toEqual(['001_a.sql', '002_b.sql']);
  });

  it('when a migration fails, then it rolls back entirely and the error names the file', async () => {
    await writeMigrations({
      '001_ok.sql': 'CREATE TABLE broken.ok (id int);',
      '002_half.sql': 'CREATE TABLE broken.half (id int); SELECT * FROM broken.missing_table;',
      '003_never.sql': 'CREATE TABLE broken.never (id int);',
    });

    const run = migrate(pool, 'broken', await readMigrationDir(dir), logger);

    await expect(run).rejects.toThrow(/migration 002_half\.sql failed: .*missing_table/);
    expect(await appliedNames('broken')).toEqual(['001_ok.sql']);
    const { rows } = await pool.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'broken' ORDER BY table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(['ok', 'schema_migrations']);
  });

  it('when two instances migrate at the same time, then both succeed and each migration runs once', async () => {
    await writeMigrations({
      '001_counter.sql': `CREATE TABLE racing.runs (migration text NOT NULL);
         INSERT INTO racing.runs VALUES ('001'); SELECT pg_sleep(0.2);`,
      '002_more.sql': `INSERT INTO racing.runs VALUES ('002');`,
    });
    const migrations = await readMigrationDir(dir);
    const instances = [testPool(database.url, 1), testPool(database.url, 1)];

    try {
      await Promise.all(instances.map((instance) => migrate(instance, 'racing', migrations, logger)));
    } finally {
      await Promise.all(instances.map((instance) => instance.end()));
    }

    expect(await appliedNames('racing')).toEqual(['001_counter.sql', '002_more.sql']);
    const { rows } = await pool.query('SELECT migration FROM racing.runs ORDER BY migration');
    expect(rows).toEqual([{ migration: '001' }, { migration: '002' }]);
  });
});
