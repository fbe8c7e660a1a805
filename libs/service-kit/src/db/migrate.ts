import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Pool } from 'pg';
import type { Logger } from '../logger';
import { assertSchemaName } from './pool';
import { withClient } from './with-client';

export interface Migration {
  name: string;
  sql: string;
}

/**
 * Tables every service with a database gets: the outbox (and its parked rows, which no retry
 * can publish; each row keeps the W3C traceparent of the work that wrote it), the
 * idempotent-consumer ledger and,
 * unless it checks tokens against its own users, the token versions and ended sessions announced
 * by the user service (see auth/token-versions.ts).
 */
export function kitMigrations(schema: string, { tokenVersions = true } = {}): Migration[] {
  const migrations: Migration[] = [
    {
      name: 'kit/001_outbox_and_processed_events',
      sql: `
        CREATE TABLE ${schema}.outbox (
          id bigserial PRIMARY KEY,
          topic text NOT NULL,
          event_key text NOT NULL,
          envelope jsonb NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          sent_at timestamptz
        );
        CREATE INDEX outbox_unsent ON ${schema}.outbox (id) WHERE sent_at IS NULL;
        CREATE TABLE ${schema}.processed_events (
          consumer_group text NOT NULL,
          event_id text NOT NULL,
          processed_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (consumer_group, event_id)
        );`,
    },
  ];
  if (tokenVersions)
    migrations.push({
      name: 'kit/002_user_token_versions',
      sql: `
        CREATE TABLE ${schema}.user_token_versions (
          user_id text PRIMARY KEY,
          token_version integer NOT NULL,
          deleted boolean NOT NULL DEFAULT false,
          updated_at timestamptz NOT NULL DEFAULT now()
        );`,
    });
  migrations.push({
    name: 'kit/003_outbox_parked_and_retention',
    sql: `
      CREATE TABLE ${schema}.outbox_parked (
        id bigint PRIMARY KEY,
        topic text NOT NULL,
        event_key text NOT NULL,
        envelope jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        parked_at timestamptz NOT NULL DEFAULT now(),
        reason text NOT NULL
      );
      CREATE INDEX outbox_sent ON ${schema}.outbox (sent_at) WHERE sent_at IS NOT NULL;
      CREATE INDEX processed_events_age ON ${schema}.processed_events (processed_at);`,
  });
  if (tokenVersions)
    migrations.push({
      name: 'kit/004_revoked_sessions',
      sql: `
        CREATE TABLE ${schema}.revoked_sessions (
          session_id text PRIMARY KEY,
          user_id text NOT NULL,
          revoked_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE INDEX revoked_sessions_user ON ${schema}.revoked_sessions (user_id, revoked_at);`,
    });
  migrations.push({
    name: 'kit/005_outbox_traceparent',
    // Nullable: rows written while tracing is off (or before this column) carry none.
    sql: `ALTER TABLE ${schema}.outbox ADD COLUMN traceparent text;`,
  });
  return migrations;
}

export async function readMigrationDir(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => ({ name: file, sql: await readFile(path.join(dir, file), 'utf8') })),
  );
}

/**
 * Applies pending migrations in order, each in its own transaction. An advisory lock keyed by
 * the schema makes a second instance starting at the same time wait instead of racing.
 */
export async function migrate(
  pool: Pool,
  schema: string,
  migrations: Migration[],
  logger: Logger,
): Promise<void> {
  assertSchemaName(schema);
  const lockKey = `glow-migrate:${schema}`;
  await withClient(pool, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${schema}.schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const applied = new Set(
        (await client.query<{ name: string }>(`SELECT name FROM ${schema}.schema_migrations`)).rows.map(
          (row) => row.name,
        ),
      );
      for (const migration of migrations.filter((candidate) => !applied.has(candidate.name))) {
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query(`INSERT INTO ${schema}.schema_migrations (name) VALUES ($1)`, [migration.name]);
          await client.query('COMMIT');
          logger.info({ migration: migration.name, schema }, 'migration applied');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => undefined);
    }
  });
}
