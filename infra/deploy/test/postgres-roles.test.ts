import { execFileSync } from 'node:child_process';
import { Client, Pool } from 'pg';
import { createLogger, kitMigrations, migrate, readMigrationDir } from '@glow/service-kit';
import { createTestDatabase, type TestDatabase } from '@glow/service-kit/testing';
import { loadDeployables, type Deployable } from './deployables';
import { initServiceRolesScript, isolatedServiceRolesSql, serviceRoles } from './service-roles';

const rolePassword = 'roles-test-password';
const logger = createLogger('deployment-test', 'silent');
const rolesSql = isolatedServiceRolesSql();
const roles = serviceRoles(rolesSql);

let database: TestDatabase;
let owners: Deployable[];
const pools = new Map<string, Pool>();

/** Runs the PostgreSQL container's init hook against the test database, as the image would. */
function runInitScript(): void {
  const url = new URL(database.url);
  execFileSync('sh', [initServiceRolesScript], {
    env: {
      PATH: process.env.PATH,
      PGHOST: url.hostname,
      PGPORT: url.port || '5432',
      PGPASSWORD: decodeURIComponent(url.password),
      POSTGRES_USER: decodeURIComponent(url.username),
      POSTGRES_DB: url.pathname.slice(1),
      GLOW_DB_PASSWORD: rolePassword,
      SERVICE_ROLES_SQL: rolesSql,
    },
    stdio: 'pipe',
  });
}

function roleOf(owner: Deployable): string {
  const role = [...roles].find(([, schema]) => schema === owner.dbSchema)?.[0];
  if (!role) throw new Error(`service-roles.sql has no role owning schema ${owner.dbSchema}`);
  return role;
}

/** A pool that logs in as the service's role, like the service's container does. */
function poolAs(owner: Deployable): Pool {
  const existing = pools.get(owner.name);
  if (existing) return existing;
  const url = new URL(database.url);
  url.username = roleOf(owner);
  url.password = rolePassword;
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  // The database is dropped WITH (FORCE) at the end; a connection still closing must not crash the run.
  pool.on('error', () => undefined);
  pools.set(owner.name, pool);
  return pool;
}

async function errorCode(work: Promise<unknown>): Promise<string | undefined> {
  return work.then(
    () => undefined,
    (error: { code?: string }) => error.code,
  );
}

beforeAll(async () => {
  owners = (await loadDeployables()).filter((deployable) => deployable.dbSchema);
  database = await createTestDatabase('glow_roles');
  runInitScript();
});

afterAll(async () => {
  await Promise.all([...pools.values()].map((pool) => pool.end()));
  if (!database) return;
  await database.drop();
  // Roles belong to the whole server, not the test database: remove them too.
  const admin = new Client({ connectionString: database.url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  for (const role of roles.keys()) await admin.query(`DROP ROLE IF EXISTS ${role}`).catch(() => undefined);
  await admin.end();
});

describe('PostgreSQL roles of the deployment (real PostgreSQL)', () => {
  it('when the init script has run, then each service schema exists and belongs to that service role only', async () => {
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    const { rows } = await admin.query<{ schema: string; owner: string }>(
      `SELECT nspname AS schema, pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = ANY($1)`,
      [owners.map((owner) => owner.dbSchema)],
    );
    await admin.end();
    const bySchema = (a: { schema: string }, b: { schema: string }) => a.schema.localeCompare(b.schema);
    expect(rows.sort(bySchema)).toEqual(
      owners.map((owner) => ({ schema: owner.dbSchema!, owner: roleOf(owner) })).sort(bySchema),
    );
  });

  it('when each service migrates as its role, then all its migrations apply and it can write its own tables', async () => {
    for (const owner of owners) {
      const schema = owner.dbSchema!;
      const migrations = [...kitMigrations(schema), ...(await readMigrationDir(owner.migrationsDir!))];
      await migrate(poolAs(owner), schema, migrations, logger);
      const inserted = await poolAs(owner).query(
        `INSERT INTO ${schema}.processed_events (consumer_group, event_id) VALUES ('probe', $1) RETURNING event_id`,
        [owner.name],
      );
      expect(inserted.rows).toEqual([{ event_id: owner.name }]);
    }
  });

  it('when a service reaches into another service schema, then PostgreSQL refuses it', async () => {
    for (const reader of owners) {
      for (const owned of owners.filter((other) => other !== reader)) {
        const code = await errorCode(
          poolAs(reader).query(`SELECT count(*) FROM ${owned.dbSchema}.processed_events`),
        );
        expect({ reader: reader.name, schema: owned.dbSchema, code }).toEqual({
          reader: reader.name,
          schema: owned.dbSchema,
          code: '42501',
        });
      }
    }
  });

  it('when the init script runs again, then it succeeds and the services keep their data', async () => {
    runInitScript();
    for (const owner of owners) {
      const { rows } = await poolAs(owner).query(`SELECT event_id FROM ${owner.dbSchema}.processed_events`);
      expect(rows).toEqual([{ event_id: owner.name }]);
    }
  });
});
