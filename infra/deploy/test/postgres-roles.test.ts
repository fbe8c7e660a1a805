import { execFileSync } from 'node:child_process';
import { Client, Pool } from 'pg';
import { createLogger, kitMigrations, migrate, readMigrationDir } from '@glow/service-kit';
import { loadDeployables, type Deployable } from './deployables';
import { startPasswordPostgres, type PasswordPostgres } from './password-postgres';
import { initServiceRolesScript, serviceRoles, serviceRolesSql } from './service-roles';

/** The part of a role's name its password variable is named after: glow_order → ORDER. */
const suffixOf = (role: string) => role.slice(role.indexOf('_') + 1);
let round = 1;
const passwordOf = (role: string) => `${suffixOf(role)}-password-${round}`;
const logger = createLogger('deployment-test', 'silent');
const roles = serviceRoles();

let server: PasswordPostgres;
/** The deployment's database (`glow`) on that server, as the superuser. */
let database: { url: string };
let owners: Deployable[];
const pools = new Map<string, Pool>();

/** Each role's password variable, as compose gives them to the PostgreSQL container. */
function passwordVariables(): Record<string, string> {
  return Object.fromEntries(
    [...roles.keys()].map((role) => [`GLOW_DB_PASSWORD_${suffixOf(role).toUpperCase()}`, passwordOf(role)]),
  );
}

/** Runs the PostgreSQL container's init hook against the test database, as the image would. */
function runInitScript(passwords = passwordVariables()): void {
  const url = new URL(database.url);
  execFileSync('sh', [initServiceRolesScript], {
    env: {
      PATH: process.env.PATH,
      PGHOST: url.hostname,
      PGPORT: url.port || '5432',
      PGPASSWORD: decodeURIComponent(url.password),
      POSTGRES_USER: decodeURIComponent(url.username),
      POSTGRES_DB: url.pathname.slice(1),
      ...passwords,
      SERVICE_ROLES_SQL: serviceRolesSql,
    },
    stdio: 'pipe',
  });
}

function roleOf(owner: Deployable): string {
  const role = [...roles].find(([, schema]) => schema === owner.dbSchema)?.[0];
  if (!role) throw new Error(`service-roles.sql has no role owning schema ${owner.dbSchema}`);
  return role;
}

function urlAs(role: string, password: string): string {
  const url = new URL(database.url);
  url.username = role;
  url.password = password;
  return url.toString();
}

/** Logs in once as `role` with `password`; answers PostgreSQL's error code, undefined when it let it in. */
async function loginError(role: string, password: string): Promise<string | undefined> {
  const client = new Client({ connectionString: urlAs(role, password) });
  const code = await errorCode(client.connect());
  await client.end().catch(() => undefined);
  return code;
}

/** A pool that logs in as the service's role, like the service's container does. */
function poolAs(owner: Deployable): Pool {
  const existing = pools.get(owner.name);
  if (existing) return existing;
  const pool = new Pool({ connectionString: urlAs(roleOf(owner), passwordOf(roleOf(owner))), max: 2 });
  // The server stops at once at the end; a connection still closing must not crash the run.
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
  server = await startPasswordPostgres();
  const admin = new Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE glow');
  await admin.end();
  database = { url: server.url.replace(/\/postgres$/, '/glow') };
  runInitScript();
}, 60_000);

afterAll(async () => {
  await Promise.all([...pools.values()].map((pool) => pool.end()));
  server?.stop();
});

describe('PostgreSQL roles of the deployment (a real PostgreSQL that checks passwords)', () => {
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

  it("when the dashboard's role changes or removes a row of the admin activity log it owns, then PostgreSQL refuses it for want of the right", async () => {
    const dashboard = owners.find((owner) => owner.dbSchema === 'dashboard')!;
    const pool = poolAs(dashboard);
    await pool.query(
      `INSERT INTO dashboard.admin_actions (event_id, source, actor_id, action, subject_type, subject_id, at)
       VALUES ('probe', 'user', 'admin', 'user.updated', 'user', 'someone', now())`,
    );
    for (const sql of [
      "UPDATE dashboard.admin_actions SET action = 'user.deleted'",
      'DELETE FROM dashboard.admin_actions',
      'TRUNCATE dashboard.admin_actions',
    ]) {
      const refusal = await pool.query(sql).then(
        () => undefined,
        (error: { code?: string; message: string }) => ({ code: error.code, message: error.message }),
      );
      expect({ sql, refusal }).toEqual({
        sql,
        refusal: { code: '42501', message: 'permission denied for table admin_actions' },
      });
    }
    expect((await pool.query('SELECT event_id FROM dashboard.admin_actions')).rows).toEqual([
      { event_id: 'probe' },
    ]);
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

  it("when a role logs in with another role's password, then PostgreSQL refuses it", async () => {
    const names = [...roles.keys()];
    for (const [index, role] of names.entries()) {
      const other = names[(index + 1) % names.length]!;
      expect({ role, own: await loginError(role, passwordOf(role)) }).toEqual({ role, own: undefined });
      expect({ role, other: await loginError(role, passwordOf(other)) }).toEqual({ role, other: '28P01' });
    }
  });

  it('when a role has no password variable, then the init script fails and names the variable', () => {
    const passwords = passwordVariables();
    const [missing] = Object.keys(passwords);
    delete passwords[missing!];
    expect(() => runInitScript(passwords)).toThrow(new RegExp(`set ${missing}`));
  });

  it('when the init script runs again with new passwords, then they replace the old ones and the services keep their data', async () => {
    const role = [...roles.keys()][0]!;
    const before = passwordOf(role);
    round += 1;
    await Promise.all([...pools.values()].map((pool) => pool.end()));
    pools.clear();
    runInitScript();
    expect(await loginError(role, before)).toBe('28P01');
    for (const owner of owners) {
      const { rows } = await poolAs(owner).query(`SELECT event_id FROM ${owner.dbSchema}.processed_events`);
      expect(rows).toEqual([{ event_id: owner.name }]);
    }
  });
});
