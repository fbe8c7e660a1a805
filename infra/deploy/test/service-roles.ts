import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './compose-file';

export const serviceRolesSql = path.join(repoRoot, 'infra/deploy/postgres/service-roles.sql');
export const initServiceRolesScript = path.join(repoRoot, 'infra/deploy/postgres/init-service-roles.sh');

/** The (role, schema) pairs that infra/deploy/postgres/service-roles.sql creates. */
export function serviceRoles(sqlFile = serviceRolesSql): Map<string, string> {
  const sql = readFileSync(sqlFile, 'utf8');
  return new Map(
    [...sql.matchAll(/\('([a-z_][a-z0-9_]*)', '([a-z_][a-z0-9_]*)'\)/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
}

/**
 * A copy of service-roles.sql whose role names carry a per-run tag: roles belong to the whole
 * server, so concurrent test runs must not share (or drop) each other's roles.
 */
export function isolatedServiceRolesSql(): string {
  const tag = randomBytes(3).toString('hex');
  const copy = path.join(os.tmpdir(), `glow-service-roles-${tag}.sql`);
  writeFileSync(copy, readFileSync(serviceRolesSql, 'utf8').replace(/'glow_/g, `'glow${tag}_`));
  return copy;
}
